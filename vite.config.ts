import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  define: {
    // Demo account password is deployment configuration (OPEN-016), injected at build time.
    'import.meta.env.VITE_DEMO_PASSWORD': JSON.stringify(process.env.DEMO_PASSWORD ?? ''),
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/ip': 'http://localhost:8080' } },
  // The manifest lets bench/ find the home route's first-load chunks.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
