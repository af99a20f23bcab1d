import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { distDir } from '../config/distDir'
import { urlsFor } from '../config/urls'
import { hostSdkScriptPlugin } from './build/hostSdkScriptPlugin'
import { readDemoEnv } from './build/readDemoEnv'

const profile = process.env.AIRLOCK_PROFILE === 'test' ? 'test' : 'dev'
const port = Number(new URL(urlsFor(profile).demo).port)
const root = fileURLToPath(new URL('.', import.meta.url))

// The demo dapp: plain TypeScript pages on 127.0.0.1 (the modal is on localhost, another site).
export default defineConfig({
  root,
  base: './',
  publicDir: false,
  // Its own optimized-deps cache, apart from the modal server's (see the cacheDir in vite.config.ts).
  cacheDir: fileURLToPath(new URL('../.airlock/vite/demo', import.meta.url)),
  plugins: [hostSdkScriptPlugin()],
  // Typed in demo/env.d.ts; one object so the page reads every stack URL from one place.
  define: { __AIRLOCK_DEMO__: JSON.stringify(readDemoEnv(profile)) },
  build: {
    outDir: fileURLToPath(new URL(`${distDir()}/demo`, new URL('../', import.meta.url))),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: { index: `${root}index.html`, scriptTag: `${root}script-tag.html` },
    },
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
})
