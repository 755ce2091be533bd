import { defineConfig } from 'vite';

/**
 * The back office's passkey script (server/back-office-client/passkey.ts with @simplewebauthn/browser),
 * one classic script the service serves from its own origin; built after the service, beside it.
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist-server/exploitant',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'server/back-office-client/passkey.ts', formats: ['iife'], name: 'KbisPasskey', fileName: () => 'cle-d-acces.js' },
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
