import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import type { DemoEnv } from '../build/DemoEnv'
import { announceDemoWallet } from './announceDemoWallet'
import { createDemoWallet, type DemoWalletProvider } from './createDemoWallet'
import { showWalletPrompt } from './showWalletPrompt'

/** The anvil account the demo wallet holds (10,000 ETH and 1,000,000 AUSD on both local chains). */
export const DEMO_WALLET_ACCOUNT = 0

/**
 * Puts the demo wallet into the page: anvil test account #0 on the local chains of `env`
 * (Ethereum 1 and Base 8453), prompts as dialogs in this page, connection kept in localStorage,
 * announced through EIP-6963 so the Airlock modal lists it under Installed. Loaded as its own
 * chunk only when the visitor turned the demo wallet on.
 *
 * @example
 * const { installDemoWallet } = await import('./wallet/installDemoWallet')
 * installDemoWallet(__AIRLOCK_DEMO__)
 */
export function installDemoWallet(env: Pick<DemoEnv, 'rpcUrls'>): DemoWalletProvider {
  const wallet = createDemoWallet({
    privateKey: testAccounts[DEMO_WALLET_ACCOUNT]!.privateKey,
    rpcUrls: env.rpcUrls,
    chainNames: { '1': 'Ethereum', '8453': 'Base' },
    ask: (prompt) => showWalletPrompt(prompt),
    storage: safeStorage(),
    origin: location.origin,
  })
  announceDemoWallet(wallet)
  return wallet
}

function safeStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.localStorage
  } catch {
    // Storage off (private mode): the wallet then forgets its connection on reload.
    return undefined
  }
}
