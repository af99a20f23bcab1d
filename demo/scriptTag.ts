// The script-tag path: no import of the SDK here, only the `window.Airlock` global the classic
// build defined. (This module only carries the stack URLs, the options and the shared stylesheet.)
import { byTestId } from './ui/byTestId'
import { demoModalOptions } from './ui/demoModalOptions'
import { formatError } from './ui/formatError'
import { truncateAddress } from '../shared/format/truncateAddress'
import './styles.css'

const env = __AIRLOCK_DEMO__
const connect = byTestId<HTMLButtonElement>('demo-connect')
const message = byTestId('demo-connect-error')
const Airlock = window.Airlock

if (!Airlock?.createModal || !Airlock.mainnet) {
  connect.disabled = true
  message.textContent = 'airlock/index.global.js or airlock/networks.global.js did not load: build the host SDK first (node scripts/build.mjs host).'
} else {
  const theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  const modal = Airlock.createModal(demoModalOptions(env, [Airlock.mainnet, Airlock.base], theme, 'Airlock Demo (script tag)'))
  const status = byTestId('demo-status')
  const address = byTestId('demo-address')
  modal.subscribe((state) => {
    const connected = state.status === 'connected' && !!state.address
    status.textContent = connected ? 'Connected' : state.status === 'connecting' ? 'Connecting…' : 'Not connected'
    status.dataset.status = state.status
    address.textContent = connected ? state.address! : '—'
    connect.textContent = connected ? truncateAddress(state.address!) : 'Connect wallet'
  })
  connect.addEventListener('click', () => {
    message.textContent = ''
    modal.open(modal.getState().status === 'connected' ? 'Account' : undefined).catch((error: unknown) => {
      message.textContent = `The modal did not open. ${formatError(error)}`
    })
  })
}
