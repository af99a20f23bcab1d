import type { CreateModalOptions, ModalOptions, ThemeMode } from '../../host-sdk'
import type { DemoEnv } from '../build/DemoEnv'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/**
 * The `createModal` options both demo pages use: project `airlock-demo`, the local anvil RPCs
 * (and the local Solana chain as devnet, when the networks name it) through `customRpcUrls` (for outside wallets), the local modal, registry and relay (the data API
 * and auth service come from the project's settings), and under `npm start` the bundlers and
 * paymaster (the embedded wallet's account is then a smart account), and guest wallets on. Networks are passed in so the
 * script-tag page can hand over `Airlock.mainnet` without importing the SDK.
 *
 * @example
 * const modal = createModal(demoModalOptions(__AIRLOCK_DEMO__, [mainnet, base], 'dark'))
 */
export function demoModalOptions(env: DemoEnv, networks: ModalOptions['networks'], themeMode: ThemeMode, name = 'Airlock Demo'): CreateModalOptions {
  return {
    projectId: 'airlock-demo',
    networks,
    customRpcUrls: {
      'eip155:1': env.rpcUrls['1'],
      'eip155:8453': env.rpcUrls['8453'],
      // The local Solana chain plays devnet (the demo's Solana card adds it to the networks).
      ...(networks.some((n) => n.caipNetworkId === SOLANA_DEVNET) ? { [SOLANA_DEVNET]: env.solanaRpcUrl } : {}),
    },
    modalUrl: env.modalUrl,
    // The data API and auth service are the project's (its settings name the local stack's);
    // naming the bundlers and paymaster picks the operator's ones, which makes the account a smart account.
    services: { registryUrl: env.dataApiUrl, analyticsUrl: env.dataApiUrl, relayUrl: env.relayUrl, ...(env.smartAccounts ?? {}) },
    metadata: {
      name,
      description: 'A plain TypeScript page that connects a wallet through the Airlock modal.',
      url: location.origin,
      icons: [],
    },
    themeMode,
    // "Continue as guest" (off by default): the demo shows the guest wallet and its upgrade.
    features: { guestWallets: true },
  }
}
