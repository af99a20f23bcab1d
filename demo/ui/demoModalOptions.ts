import type { CreateModalOptions, ModalOptions, ThemeMode } from '../../host-sdk'
import type { DemoEnv } from '../build/DemoEnv'

/**
 * The `createModal` options both demo pages use: project `airlock-demo`, the local anvil RPCs
 * through `customRpcUrls`, the local modal, data API and relay, and under `npm start` the bundlers
 * and paymaster (the embedded wallet's account is then a smart account). Networks are passed in so the
 * script-tag page can hand over `Airlock.mainnet` without importing the SDK.
 *
 * @example
 * const modal = createModal(demoModalOptions(__AIRLOCK_DEMO__, [mainnet, base], 'dark'))
 */
export function demoModalOptions(env: DemoEnv, networks: ModalOptions['networks'], themeMode: ThemeMode, name = 'Airlock Demo'): CreateModalOptions {
  return {
    projectId: 'airlock-demo',
    networks,
    customRpcUrls: { 'eip155:1': env.rpcUrls['1'], 'eip155:8453': env.rpcUrls['8453'] },
    modalUrl: env.modalUrl,
    services: { apiUrl: env.dataApiUrl, registryUrl: env.dataApiUrl, analyticsUrl: env.dataApiUrl, relayUrl: env.relayUrl, authUrl: env.authUrl, ...(env.smartAccounts ?? {}) },
    metadata: {
      name,
      description: 'A plain TypeScript page that connects a wallet through the Airlock modal.',
      url: location.origin,
      icons: [],
    },
    themeMode,
  }
}
