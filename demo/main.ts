// The demo dapp: everything below uses only the host SDK (createModal and its EIP-1193 provider).
import { createModal, type PublicState } from '../host-sdk'
import { base, mainnet, solanaDevnet } from '../host-sdk/networks'
import { bindActions } from './ui/bindActions'
import { bindDemoWalletToggle } from './ui/bindDemoWalletToggle'
import { bindFaucet } from './ui/bindFaucet'
import { bindSignIn, signInOption } from './ui/bindSignIn'
import { bindSolana, solanaOn } from './ui/bindSolana'
import { byTestId } from './ui/byTestId'
import { createEventLog, PROVIDER_EVENTS } from './ui/createEventLog'
import { createStatusCard } from './ui/createStatusCard'
import { createThemeToggle } from './ui/createThemeToggle'
import { demoModalOptions } from './ui/demoModalOptions'
import { formatError } from './ui/formatError'
import { renderEmbedSnippet } from './ui/renderEmbedSnippet'
import { renderStackInfo } from './ui/renderStackInfo'
import './styles.css'

const env = __AIRLOCK_DEMO__
// With the Solana card on, the modal starts on the local Solana chain (it plays devnet); options are fixed at creation.
const networks = solanaOn() ? [solanaDevnet, mainnet, base] : [mainnet, base]

// The demo wallet, when the visitor turned it on, is in the page before the modal looks for wallets.
const walletCard = await bindDemoWalletToggle(byTestId('demo-wallet-toggle'), byTestId('demo-wallet-state'), env)

// Before createModal so the modal opens in the page's theme; clicks only come once `airlock` exists.
const theme = createThemeToggle(byTestId('demo-theme-toggle'), (mode) => {
  airlock.setThemeMode(mode).catch((error: unknown) => console.warn('Airlock demo: setThemeMode failed', error))
})

// Sign-in with the wallet (SIWX) when the visitor turned it on: options are fixed at creation.
const siwx = signInOption()
const options = demoModalOptions(env, networks, theme.mode())
// `?language=ar` opens the modal in that language (its `language` option), to try a catalog.
const language = new URLSearchParams(location.search).get('language')
const airlock = createModal({ ...options, ...(siwx ? { siwx } : {}), ...(language ? { language } : {}) })
// With Solana on, the `airlock/solana` entry (its own chunk, loaded only then) offers the page's
// own Solana wallets in the modal and makes Airlock a Wallet Standard wallet for Solana code.
if (solanaOn()) {
  const { registerSolanaWallet } = await import('../host-sdk/solana')
  registerSolanaWallet(airlock, { networks, ...(options.customRpcUrls ? { customRpcUrls: options.customRpcUrls } : {}) })
}

renderStackInfo(env)
renderEmbedSnippet(env)
bindSignIn(airlock)
bindSolana(airlock)

const log = createEventLog(byTestId<HTMLOListElement>('demo-events'), 'No provider events yet. Connect a wallet to see some.')
for (const name of PROVIDER_EVENTS) airlock.provider.on(name, (data) => log.add(name, data))
byTestId<HTMLButtonElement>('demo-events-clear').addEventListener('click', () => log.clear())

const card = createStatusCard(airlock, networks, env.tokenAddress, (wei) => faucet.showBalance(wei), env.solanaRpcUrl)
const actions = bindActions(airlock, networks, env.secondAccount, card.refreshBalances)
const faucet = bindFaucet(airlock, env.rpcUrls, card.refreshBalances)
function evmOnly(state: PublicState): PublicState {
  return state.namespace === 'solana' ? { ...state, status: 'disconnected', address: undefined } : state
}
card.update(airlock.getState())
walletCard.update(airlock.getState())
airlock.subscribe((state) => {
  card.update(state)
  // The action cards and the faucet speak EVM: a Solana account leaves them waiting for one.
  actions.update(evmOnly(state))
  faucet.update(evmOnly(state))
  walletCard.update(state)
})

const connect = byTestId<HTMLButtonElement>('demo-connect')
const connectError = byTestId('demo-connect-error')
connect.addEventListener('click', () => {
  connectError.textContent = ''
  const connected = airlock.getState().status === 'connected'
  airlock.open(connected ? 'Account' : undefined).catch((error: unknown) => {
    connectError.textContent = `The modal did not open. ${formatError(error)}`
  })
})
