import { defineConfig } from 'vite'

// Relative asset URLs, so the built app runs from any path. Vite compiles the TSX itself (React's
// automatic JSX runtime); a production build needs no React plugin. The deployment the app talks
// to comes from VITE_AIRLOCK_CONFIG (JSON: projectId, modalUrl, services, customRpcUrls, rpcUrls).
export default defineConfig({ base: './', oxc: { jsx: { runtime: 'automatic' } } })
