import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { distDir } from './config/distDir'
import { urlsFor } from './config/urls'
import { compileHintsPlugin } from './modal-app/server/compileHintsPlugin'
import { frameAncestorsPlugin } from './modal-app/server/frameAncestorsPlugin'
import { plainDynamicImportsPlugin } from './modal-app/server/plainDynamicImportsPlugin'
import { localeCatalogsPlugin } from './modal-app/server/localeCatalogsPlugin'
import { entryGraphChunk } from './modal-app/server/entryGraphChunk'
import { FIRST_MODULES, preloadStartChunksPlugin, START_MODULES } from './modal-app/server/preloadStartChunksPlugin'

const profile = process.env.AIRLOCK_PROFILE === 'test' ? 'test' : 'dev'
const port = Number(new URL(urlsFor(profile).modal).port)
const entryGraph = entryGraphChunk('/modal-app/boot.ts', START_MODULES, FIRST_MODULES[0])

// The modal app: static files with relative asset URLs so any CDN path works.
export default defineConfig({
  root: 'modal-app',
  base: './',
  publicDir: 'public',
  // Its own optimized-deps cache: sharing node_modules/.vite with the demo server made one server
  // overwrite the other's deps and the modal answer 504 Outdated Optimize Dep on every other start.
  cacheDir: fileURLToPath(new URL('.airlock/vite/modal', import.meta.url)),
  plugins: [plainDynamicImportsPlugin(), react(), frameAncestorsPlugin(), localeCatalogsPlugin(fileURLToPath(new URL('modal-app/ui/locales', import.meta.url)), { pseudo: profile === 'test' }), preloadStartChunksPlugin(), entryGraph.plugin, compileHintsPlugin(entryGraph.groups.map((g) => g.name).filter((name) => name !== 'boot'))],
  build: {
    outDir: fileURLToPath(new URL(`${distDir()}/modal-app`, new URL('./', import.meta.url))),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    // The first chunk's lazy imports (the views, the effects) list no chunks to preload beside
    // them: each listed file name is ~20 B of gzip in the first chunk (1.1 KB for ~40 lazy
    // views). The effects' files are preloaded by index.html (preloadStartChunksPlugin) and the
    // views are fetched on intent or once the modal has opened, so their imports can follow.
    // index.html gets no modulepreload links either: preloadStartChunksPlugin preloads the
    // entry's imports as scripts, whose code cache Chromium reads back on the next visit.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'html' || entryGraph.isFirstChunk(hostId) ? [] : deps) },
    rollupOptions: {
      // The social sign-in popup's callback page, the approval window (issue 37 #3) and the passkey window (issue 38 #1), on the modal's own origin with the same headers.
      input: {
        index: fileURLToPath(new URL('modal-app/index.html', import.meta.url)),
        authCallback: fileURLToPath(new URL('modal-app/auth-callback.html', import.meta.url)),
        approvalPopup: fileURLToPath(new URL('modal-app/approval-popup.html', import.meta.url)),
        passkeyPopup: fileURLToPath(new URL('modal-app/passkey-popup.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: entryGraph.groups } },
    },
  },
  // The dev server pre-bundles every dependency any modal file imports, lazy views included: a
  // dependency met only when a lazy view is first requested made Vite re-optimize mid-session and
  // answer 504 Outdated Optimize Dep to the page that was loading (qrcode, viem/actions, …).
  optimizeDeps: { entries: ['index.html', 'auth-callback.html', 'approval-popup.html', 'passkey-popup.html', '**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!server/**', '!scripts/**'] },
  server: { host: 'localhost', port, strictPort: true },
  preview: { host: 'localhost', port, strictPort: true },
})
