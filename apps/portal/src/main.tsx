import '@mantine/core/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The dashboard's theme: text on filled buttons and badges is picked black or white by the fill's
// luminance, and the primary colour is a dark enough shade, so every label keeps a WCAG AA contrast ratio
// (4.5:1). A person whose system asks for reduced motion gets dialogs and menus that appear and go
// without animating.
const theme = createTheme({
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
      <App />
    </MantineProvider>
  </StrictMode>,
);
