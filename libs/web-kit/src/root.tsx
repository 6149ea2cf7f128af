import { createTheme, MantineProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiError } from './api';
import { ErrorAdvice } from './components';

// Text on filled buttons and badges is picked black or white by the fill's luminance, and the primary
// colour is a dark enough shade, so every label keeps a WCAG AA contrast ratio (4.5:1). A person whose
// system asks for reduced motion gets dialogs and menus that appear and go without animating. Every
// notice's close button is named, whichever page shows the notice, so a screen reader says what it does.
export const theme = createTheme({
  components: {
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } }),
  },
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  autoContrast: true,
  luminanceThreshold: 0.2,
  respectReducedMotion: true,
});

/**
 * Renders an app into `#root` with the shared theme in the light scheme, its error advice, and (for an
 * app that shows them; it also imports `@mantine/notifications/styles.css`) the notifications' stack.
 */
export function mount(app: ReactNode, { advice, notifications = false }: { advice: (error: ApiError) => string | undefined; notifications?: boolean }): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ErrorAdvice.Provider value={advice}>
          {notifications && <Notifications position="top-right" />}
          {app}
        </ErrorAdvice.Provider>
      </MantineProvider>
    </StrictMode>,
  );
}
