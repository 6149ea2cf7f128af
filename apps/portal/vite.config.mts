import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAppConfig } from '../../libs/web-kit/src/vite-config.mts';

// The buyer portal is served by the gateway under /portal/; the settings it shares with the other browser app
// (contracts and the web kit compiled in from source, the build's output) are libs/web-kit's.
export default defineConfig(webAppConfig({ base: '/portal/', plugins: [react()] }));
