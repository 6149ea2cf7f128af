import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAppConfig } from '../../libs/web-kit/src/vite-config.mts';

// The dashboard is served by the gateway under /dashboard/; the settings it shares with the other browser app
// (contracts and the web kit compiled in from source, the build's output) are libs/web-kit's.
export default defineConfig(webAppConfig({ base: '/dashboard/', plugins: [react()] }));
