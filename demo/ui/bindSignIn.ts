import type { AirlockModal, SiwxOptions, SiwxSession } from '../../host-sdk'
import { truncateAddress } from '../../shared/format/truncateAddress'
import { byTestId } from './byTestId'
import { runAction } from './runAction'
import { storedFlag } from './storedFlag'

const flag = storedFlag('airlock-demo-siwx-on')
/** The `message` event type that carries the sign-in session (null when signed out). */
const SIWX_MESSAGE = 'airlock_siwx'
/** What the demo asks a visitor to agree to when sign-in is on. */
export const SIGN_IN_STATEMENT = 'Sign in to the Airlock demo.'

/**
 * The `siwx` option for `createModal` when the visitor turned sign-in on (kept in localStorage),
 * else undefined. Read before the modal is made: options are fixed at creation.
 *
 * @example
 * const airlock = createModal({ ...options, siwx: signInOption() })
 */
export function signInOption(): SiwxOptions | undefined {
  return flag.on() ? { statement: SIGN_IN_STATEMENT } : undefined
}

/**
 * The "Sign in with your wallet" card: a toggle that turns SIWX on or off (the page reloads,
 * since options are fixed when the modal is made), the session the provider reports in its
 * `message` events (`airlock_siwx`), and Sign out (`airlock_siwx_signOut`).
 *
 * @example
 * bindSignIn(airlock)
 */
export function bindSignIn(modal: AirlockModal, reload = () => location.reload()): void {
  const toggle = byTestId<HTMLButtonElement>('demo-siwx-toggle')
  const session = byTestId('demo-siwx-session')
  const signOut = byTestId<HTMLButtonElement>('demo-siwx-signout')
  const on = signInOption() !== undefined
  toggle.textContent = on ? 'Stop asking to sign in' : 'Ask to sign in after connecting'
  toggle.dataset.on = String(on)
  toggle.addEventListener('click', () => flag.flipAndReload(reload))
  const show = (current: SiwxSession | null) => {
    session.dataset.state = current ? 'signed-in' : 'signed-out'
    session.textContent = current
      ? `Signed in as ${truncateAddress(current.data.accountAddress)}${current.data.expirationTime ? ` until ${new Date(current.data.expirationTime).toLocaleString()}` : ''}.`
      : on
        ? 'Not signed in. Connect a wallet: the modal asks you to sign in.'
        : 'Sign-in is off.'
    signOut.disabled = !current
  }
  show(null)
  modal.provider.on('message', (message) => {
    const { type, data } = (message ?? {}) as { type?: string; data?: SiwxSession | null }
    if (type === SIWX_MESSAGE) show(data ?? null)
  })
  signOut.addEventListener('click', () =>
    runAction(signOut, byTestId('demo-siwx-result'), async () => {
      await modal.provider.request({ method: 'airlock_siwx_signOut' })
      show(null)
      return 'Signed out.'
    }),
  )
}
