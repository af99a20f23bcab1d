import type { PublicState } from '../../host-sdk'
import type { DemoEnv } from '../build/DemoEnv'
import { truncateAddress } from '../../shared/format/truncateAddress'

export interface DemoWalletCard {
  /** Fits the card to the connection: a visitor connected with a wallet of their own doesn't need it. */
  update(state: PublicState): void
}

/** The card's title while the demo wallet is off and nobody is connected, and while it is on. */
export const WALLET_CARD_TITLE = { offer: 'No wallet yet? Use the demo wallet', on: 'The demo wallet' } as const

const FLAG_KEY = 'airlock-demo-wallet-on'
const WALLET_KEY = 'airlock-demo-wallet'

/**
 * The "Demo wallet" card: a newcomer without a browser wallet turns on the demo wallet (anvil
 * account #0, asks before it connects, signs or sends) and finds it in the modal's Installed
 * list. The choice is kept in localStorage, so the wallet is in the page again after a reload,
 * before the modal looks for wallets; turning it off reloads the page, since an announced
 * wallet can't be taken back. Resolves once a wallet that was on is installed. The card (the
 * button's `[data-testid="demo-wallet-card"]` ancestor) offers the wallet only while it applies:
 * once a visitor is connected with a wallet of their own it steps aside, and while the demo
 * wallet is on its title names it instead of asking "No wallet yet?".
 *
 * @example
 * const walletCard = await bindDemoWalletToggle(byTestId('demo-wallet-toggle'), byTestId('demo-wallet-state'), __AIRLOCK_DEMO__)
 * modal.subscribe(walletCard.update)
 */
export async function bindDemoWalletToggle(button: HTMLButtonElement, state: HTMLElement, env: Pick<DemoEnv, 'rpcUrls'>, reload = () => location.reload()): Promise<DemoWalletCard> {
  const card = button.closest<HTMLElement>('[data-testid="demo-wallet-card"]')
  const title = card?.querySelector<HTMLElement>('[data-testid="demo-wallet-title"]')
  let connected = false
  const fit = () => {
    const on = button.dataset.on === 'true'
    if (title) title.textContent = on ? WALLET_CARD_TITLE.on : WALLET_CARD_TITLE.offer
    if (card) card.hidden = connected && !on
  }
  const install = async () => {
    const { installDemoWallet } = await import('../wallet/installDemoWallet')
    const wallet = installDemoWallet(env)
    button.textContent = 'Turn off the demo wallet'
    button.dataset.on = 'true'
    state.dataset.state = 'on'
    state.textContent = `On: test account #0 (${truncateAddress(wallet.address)}). Click Connect wallet and pick “Airlock Demo Wallet”.`
    fit()
  }
  button.addEventListener('click', () => {
    if (button.dataset.on === 'true') {
      write((s) => {
        s.removeItem(FLAG_KEY)
        s.removeItem(WALLET_KEY)
      })
      reload()
      return
    }
    write((s) => s.setItem(FLAG_KEY, '1'))
    install().catch((error: unknown) => {
      state.dataset.state = 'error'
      state.textContent = `The demo wallet did not load: ${error instanceof Error ? error.message : String(error)}`
    })
  })
  let on = false
  write((s) => (on = s.getItem(FLAG_KEY) === '1'))
  if (on) await install()
  return {
    update(next) {
      connected = next.status === 'connected'
      fit()
    },
  }
}

function write(action: (storage: Storage) => void): void {
  try {
    action(window.localStorage)
  } catch {
    // Storage off: the demo wallet is on for this visit only.
  }
}
