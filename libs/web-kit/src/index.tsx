// The browser apps' common kit (the merchant dashboard and the buyer portal): formatting, the session's
// requests and error type, the tables and notices every page uses, the theme, and (in vite-config.mts,
// imported by path from each app's Vite config) the build settings.
export * from './api';
export * from './components';
export * from './format';
export * from './root';
