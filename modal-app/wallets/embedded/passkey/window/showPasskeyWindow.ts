import { windowCatalog, windowWords } from '../../../../ui/guard/popup/windowCatalog'
import { bytesToBase64Url } from '../../internal/bytesToBase64Url'
import { createPasskeyOwner } from '../../passkeyOwner/createPasskeyOwner'
import { passkeyCeremony, type CeremonyCalls } from '../internal/passkeyCeremony'
import { PasskeyFailure } from '../internal/PasskeyFailure'
import { isPasskeyWindowMessage, PASSKEY_WINDOW_TYPE, type PasskeyWindowCall, type PasskeyWindowMessage, type PasskeyWindowTask } from './passkeyWindowMessage'

type WindowText = 'passkey.window.title' | 'passkey.window.why' | 'passkey.window.continue' | 'passkey.window.orphan' | 'passkey.waiting' | 'passkey.waitingHint' | 'passkey.creating' | 'passkey.creatingHint'

/**
 * The passkey window's page (`passkey-popup.html`, opened by the modal's frame in the visitor's
 * click where the frame may not run a passkey ceremony: see passkeyWindowNeeded). It works only
 * as a top-level window whose opener is a page of its own origin: it says it is loaded and takes
 * the one task that opener sends (a message from its origin AND from `window.opener`; anything
 * else, a second task included, is ignored). It shows what the frame's passkey view shows (use a
 * passkey, or create one), in the visitor's language and theme, and a Continue button: the
 * ceremony starts in that click (Safari wants a gesture of the window's own). The ceremony is the
 * frame's own (passkeyCeremony: the relying party is this origin, the same as the frame's); its
 * auth service calls go to the opener, which makes them (this page neither knows the service nor
 * loads the auth client or the modal's first chunk). Which passkey, and its PRF output, go back
 * to the opener, addressed to this origin only, and the window closes. An `addOwner` task creates
 * the passkey that is to own the smart account (createPasskeyOwner, no service call) and sends
 * back its id and public key. Opened any other way (framed, on its own, or by a page of
 * another origin) it says the window can be closed and answers nothing: returns false then.
 *
 * @example
 * showPasskeyWindow(window)
 */
export function showPasskeyWindow(win: Window): boolean {
  const doc = win.document
  const main = doc.querySelector<HTMLElement>('main')!
  // English until the task says otherwise; a text whose file could not be fetched shows its key.
  const english = windowCatalog('en')!.catch(() => ({}) as Record<string, string>)
  const status = doc.createElement('p')
  status.dataset.testid = 'airlock-passkey-window-status'
  main.replaceChildren(status)
  const opener = win.opener as Window | null
  if (win.top !== win || !opener || !sameOrigin(opener, win)) {
    void english.then((w) => (status.textContent = w['passkey.window.orphan'] ?? 'passkey.window.orphan'))
    doc.documentElement.dataset.airlockOrphan = 'true'
    return false
  }
  const origin = win.location.origin
  const post = (message: PasskeyWindowMessage) => opener.postMessage(message, origin)
  let nonce: string | undefined
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>()
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== opener || !isPasskeyWindowMessage(event.data)) return
    const message = event.data
    if (message.kind === 'ping' && nonce === undefined) post({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' })
    if (message.kind === 'run' && nonce === undefined) {
      nonce = message.nonce
      const { task } = message
      // The visitor's language where the modal ships it (an unknown tag or a failed fetch: English).
      void windowWords(task.locale, english).then(({ catalog, translated }) => {
        if (translated) {
          doc.documentElement.lang = task.locale
          doc.documentElement.dir = task.dir
        }
        render(task, (key) => catalog[key] ?? key, message.nonce)
      })
    }
    if (message.kind === 'answer' && message.nonce === nonce) {
      const call = pending.get(message.id)
      pending.delete(message.id)
      // A refusal the frame named becomes the ceremony's failure; any other is the frame's to tell.
      if (message.reason === undefined) call?.resolve(message.value)
      else call?.reject(message.reason ? new PasskeyFailure(message.reason) : new Error('the service call failed'))
    }
  })
  post({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' })
  return true

  /** The ceremony's service calls, each asked of the opener and answered by it. */
  function relayedCalls(runNonce: string): CeremonyCalls {
    let next = 0
    const call = <T>(name: PasskeyWindowCall, arg: unknown = null) =>
      new Promise<T>((resolve, reject) => {
        const id = next++
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        post({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce: runNonce, id, call: name, arg })
      })
    return {
      registerOptions: () => call('registerOptions'),
      registerVerify: (response) => call('registerVerify', response),
      loginOptions: (credentialId) => call('loginOptions', credentialId ?? null),
      loginVerify: (response) => call('loginVerify', response),
    }
  }

  function render(task: PasskeyWindowTask, t: (key: WindowText) => string, runNonce: string) {
    const root = doc.documentElement
    root.dataset.theme = task.theme
    root.classList.add(`airlock-${task.theme}`)
    const creating = task.mode !== 'signIn'
    const card = doc.createElement('section')
    card.className = 'airlock-stack airlock-center airlock-passkey-window'
    card.dataset.testid = 'airlock-passkey-window'
    card.dataset.mode = task.mode
    const title = doc.createElement('h1')
    title.className = 'airlock-help-title'
    title.textContent = t(creating ? 'passkey.creating' : 'passkey.waiting')
    const hint = doc.createElement('p')
    hint.className = 'airlock-text-secondary'
    hint.textContent = t(creating ? 'passkey.creatingHint' : 'passkey.waitingHint')
    const why = doc.createElement('p')
    why.className = 'airlock-text-secondary'
    why.textContent = t('passkey.window.why')
    const go = doc.createElement('button')
    go.type = 'button'
    go.className = 'airlock-button airlock-button-primary'
    go.dataset.testid = 'airlock-passkey-window-continue'
    go.textContent = t('passkey.window.continue')
    card.append(title, hint, why, go)
    main.replaceChildren(card)
    doc.title = t('passkey.window.title')
    go.focus()
    go.addEventListener('click', () => {
      go.disabled = true
      const outcome =
        task.mode === 'addOwner'
          ? createPasskeyOwner(task.owner!).then(({ id, publicKey }): PasskeyWindowMessage => ({ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce: runNonce, credentialId: id, publicKey }))
          : passkeyCeremony(relayedCalls(runNonce), task.mode).then(
              ({ credentialId, prfOutput }): PasskeyWindowMessage => ({ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce: runNonce, credentialId, prfOutput: prfOutput ? bytesToBase64Url(prfOutput) : null }),
            )
      outcome.then(
        (message) => {
          post(message)
          win.close()
        },
        (error: unknown) => {
          post({ type: PASSKEY_WINDOW_TYPE, kind: 'failed', nonce: runNonce, reason: error instanceof PasskeyFailure ? error.reason : null })
          win.close()
        },
      )
    })
  }
}

/** Whether `opener` is a page of this window's own origin (reading a cross-origin page's location throws). */
function sameOrigin(opener: Window, win: Window): boolean {
  try {
    return opener.location.origin === win.location.origin
  } catch {
    return false
  }
}
