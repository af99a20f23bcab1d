/// <reference types="vite/client" />

/** The local stack's URLs and addresses, injected by demo/vite.config.ts (`define`). */
declare const __AIRLOCK_DEMO__: import('./build/DemoEnv').DemoEnv

interface Window {
  /** The classic-script build of the host SDK (`airlock/index.global.js`) defines this global; `airlock/networks.global.js` adds the networks. */
  Airlock?: typeof import('../host-sdk/global') & typeof import('../host-sdk/networks')
}
