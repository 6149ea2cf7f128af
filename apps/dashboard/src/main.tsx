import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { createTheme, MantineProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// Text on filled buttons and badges is picked black or white by the fill's luminance, and the primary
// colour is a dark enough shade, so every label keeps a WCAG AA contrast ratio (4.5:1). A person whose
// system asks for reduced motion gets dialogs and menus that appear and go without animating. Every
// notice's close button is named, whichever page shows the notice, so a screen reader says what it does.
const theme = createTheme({
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <App />
    </MantineProvider>
  </StrictMode>,
);
