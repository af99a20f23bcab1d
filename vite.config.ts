import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import ports from './config/ports.json' with { type: 'json' }
import { frameAncestorsPlugin } from './modal-app/server/frameAncestorsPlugin'

const profile = process.env.AIRLOCK_PROFILE === 'test' ? 'test' : 'dev'
const port = ports[profile].modal

// The modal app: static files with relative asset URLs so any CDN path works.
export default defineConfig({
  root: 'modal-app',
  base: './',
  publicDir: 'public',
  plugins: [react(), frameAncestorsPlugin()],
  build: {
    outDir: '../dist/modal-app',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: { host: 'localhost', port, strictPort: true },
  preview: { host: 'localhost', port, strictPort: true },
})
