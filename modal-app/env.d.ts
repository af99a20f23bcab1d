/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Base URL of the service that answers `/v1/projects/{projectId}/settings` (the data service),
   * fixed when the modal is built: vite.config.ts sets it to the loopback data API for the local
   * stack and refuses a production build without it. Never taken from the host page.
   */
  readonly VITE_AIRLOCK_SETTINGS_URL?: string
  readonly VITE_AIRLOCK_WALLETCONNECT_VERIFY?: string
}

/** Each non-English language's catalog, one module per language (server/localeCatalogsPlugin.ts). */
declare module 'virtual:airlock-locale-loaders' {
  const loaders: Readonly<Record<string, () => Promise<{ default: Record<string, string> }>>>
  export default loaders
}
