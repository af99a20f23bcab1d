// The demo dapp: everything below uses only the host SDK (createModal and its EIP-1193 provider).
import { createModal } from '../host-sdk'
import { base, mainnet } from '../host-sdk/networks'
import { bindActions } from './ui/bindActions'
import { bindDemoWalletToggle } from './ui/bindDemoWalletToggle'
import { bindFaucet } from './ui/bindFaucet'
import { bindSignIn, signInOption } from './ui/bindSignIn'
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
const networks = [mainnet, base]

// The demo wallet, when the visitor turned it on, is in the page before the modal looks for wallets.
const walletCard = await bindDemoWalletToggle(byTestId('demo-wallet-toggle'), byTestId('demo-wallet-state'), env)

// Before createModal so the modal opens in the page's theme; clicks only come once `airlock` exists.
const theme = createThemeToggle(byTestId('demo-theme-toggle'), (mode) => {
  airlock.setThemeMode(mode).catch((error: unknown) => console.warn('Airlock demo: setThemeMode failed', error))
})

// Sign-in with the wallet (SIWX) when the visitor turned it on: options are fixed at creation.
const siwx = signInOption()
const airlock = createModal({ ...demoModalOptions(env, networks, theme.mode()), ...(siwx ? { siwx } : {}) })

renderStackInfo(env)
renderEmbedSnippet(env)
bindSignIn(airlock)

const log = createEventLog(byTestId<HTMLOListElement>('demo-events'), 'No provider events yet. Connect a wallet to see some.')
for (const name of PROVIDER_EVENTS) airlock.provider.on(name, (data) => log.add(name, data))
byTestId<HTMLButtonElement>('demo-events-clear').addEventListener('click', () => log.clear())

const card = createStatusCard(airlock, networks, env.tokenAddress, (wei) => faucet.showBalance(wei))
const actions = bindActions(airlock, networks, env.secondAccount, card.refreshBalances)
const faucet = bindFaucet(airlock, env.rpcUrls, card.refreshBalances)
card.update(airlock.getState())
walletCard.update(airlock.getState())
airlock.subscribe((state) => {
  card.update(state)
  actions.update(state)
  faucet.update(state)
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
