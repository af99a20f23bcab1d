import type { PasskeyOwner } from '../../passkeyOwner/passkeyOwners'
import { PasskeyError } from '../PasskeyError'
import { frameLook } from './frameLook'
import { runPasskeyWindowTask } from './runPasskeyWindowTask'

/**
 * Creates the passkey that is to own the smart account `account` on `network` in the passkey
 * window `popup` (opened in the visitor's click where this frame may not create a passkey: see
 * passkeyWindowNeeded), and answers what createPasskeyOwner answers in the frame: its credential
 * id and public key. The passkey's relying party is the window's origin, the modal's, the same as
 * the frame's, so the frame signs with it afterwards. The window makes no service call for this
 * task: one it asks for is refused. The messaging and its checks are runPasskeyWindowTask's.
 *
 * @example
 * const passkey = await askPasskeyOwnerWindow(window, popup, { account: '0xSmart…', network: 'Ethereum' })
 */
export async function askPasskeyOwnerWindow(win: Window, popup: Window, owner: { account: string; network: string }): Promise<PasskeyOwner> {
  const task = { mode: 'addOwner' as const, owner, ...frameLook(win.document) }
  const outcome = await runPasskeyWindowTask(win, popup, task, () => Promise.reject(new PasskeyError('PASSKEY_REFUSED')))
  if (outcome.kind !== 'created') throw new PasskeyError('PASSKEY_UNSUPPORTED')
  return { id: outcome.credentialId, publicKey: outcome.publicKey }
}
