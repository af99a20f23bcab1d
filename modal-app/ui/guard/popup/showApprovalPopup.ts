import { APPROVE_DELAY_MS } from '../approvalGuard'
import { APPROVAL_POPUP_TYPE, isApprovalPopupMessage, type ApprovalPopupMessage, type ApprovalSnapshot } from './approvalPopupMessage'
import { windowCatalog, windowWords } from './windowCatalog'

type WindowText = 'approve.window.title' | 'approve.window.loading' | 'approve.window.why' | 'approve.window.cancel' | 'approve.window.orphan' | 'approve.approve'

const isPress = (event: PointerEvent | KeyboardEvent) =>
  event instanceof KeyboardEvent ? (event.key === 'Enter' || event.key === ' ') && !event.repeat : event.isPrimary && event.button === 0

/**
 * The approval window's page (`approval-popup.html`, opened by the modal's frame in the
 * visitor's click, issue 37 #3). It works only as a top-level window whose opener is a page of
 * its own origin: it tells the opener it is loaded and takes the one approval that opener sends
 * (a message from its origin AND from `window.opener`; anything else, a second approval
 * included, is ignored). Its own words are in the language the approval was drawn in (the
 * snapshot's `locale` and `dir`, from the views catalog: see windowCatalog). It shows the
 * approval's words with `textContent` and two buttons:
 * Approve, enabled `APPROVE_DELAY_MS` after the approval appeared, counts a trusted press and
 * click on it while this window is shown (a double-click started on the page below can't land
 * on it: it arms 500 ms after the approval appeared); Cancel answers no. The answer carries the approval's nonce back to the
 * opener, addressed to this origin only, and the window closes. Opened any other way (framed, or
 * on its own) it says the window can be closed and answers nothing. Returns false then.
 *
 * @example
 * showApprovalPopup(window)
 */
export function showApprovalPopup(win: Window): boolean {
  const doc = win.document
  const main = doc.querySelector<HTMLElement>('main')!
  // English until the approval says otherwise; a text whose file could not be fetched shows its key.
  const english = windowCatalog('en')!.catch(() => ({}) as Record<string, string>)
  let words: Record<string, string> = {}
  const t = (key: WindowText) => words[key] ?? key
  const say = (key: WindowText) => void english.then((w) => (status.textContent = w[key] ?? key))
  const status = doc.createElement('p')
  status.dataset.testid = 'airlock-approval-window-status'
  main.replaceChildren(status)
  const opener = win.opener as Window | null
  if (win.top !== win || !opener) {
    say('approve.window.orphan')
    doc.documentElement.dataset.airlockOrphan = 'true'
    return false
  }
  const origin = win.location.origin
  const post = (message: ApprovalPopupMessage) => opener.postMessage(message, origin)
  say('approve.window.loading')
  let nonce: string | undefined
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== opener || !isApprovalPopupMessage(event.data)) return
    const message = event.data
    if (message.kind === 'ping' && nonce === undefined) post({ type: APPROVAL_POPUP_TYPE, kind: 'ready' })
    if (message.kind === 'show' && nonce === undefined) {
      nonce = message.nonce
      const { approval } = message
      // The visitor's language where the modal ships it (an unknown tag or a failed fetch: English).
      void windowWords(approval.locale, english).then(({ catalog, translated }) => {
        words = catalog
        if (translated) {
          doc.documentElement.lang = approval.locale
          doc.documentElement.dir = approval.dir
        }
        render(approval, (approved) => {
          post({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce: message.nonce, approved })
          win.close()
        })
      })
    }
  })
  post({ type: APPROVAL_POPUP_TYPE, kind: 'ready' })
  return true

  function render(approval: ApprovalSnapshot, answer: (approved: boolean) => void) {
    const root = doc.documentElement
    root.dataset.theme = approval.mode
    root.classList.add(`airlock-${approval.mode}`)
    for (const [name, value] of Object.entries(approval.vars)) if (name.startsWith('--airlock-')) root.style.setProperty(name, value)
    const card = doc.createElement('section')
    card.className = 'airlock-stack airlock-approval-window'
    card.dataset.testid = 'airlock-approval-window'
    approval.blocks.forEach((lines, i) => {
      const block = doc.createElement(i === 0 ? 'h1' : 'div')
      block.className = i === 0 ? 'airlock-help-title airlock-center' : 'airlock-approval-window-block'
      block.dataset.testid = i === 0 ? 'airlock-approval-window-title' : 'airlock-approval-window-block'
      for (const line of lines) {
        const p = doc.createElement(i === 0 ? 'span' : 'p')
        p.textContent = line
        block.append(p)
      }
      card.append(block)
    })
    const why = doc.createElement('p')
    why.className = 'airlock-text-secondary'
    why.textContent = t('approve.window.why')
    const actions = doc.createElement('div')
    actions.className = 'airlock-actions'
    const cancel = button(t('approve.window.cancel'), 'airlock-button-secondary', 'airlock-approval-window-cancel')
    const approve = button(t('approve.approve'), 'airlock-button-primary', 'airlock-approval-window-approve')
    approve.disabled = true
    actions.append(cancel, approve)
    card.append(why, actions)
    main.replaceChildren(card)
    doc.title = t('approve.window.title')
    // Focus starts on Cancel: a visitor made to press Enter again and again on the page below
    // lands on the safe button, and Approve is one deliberate Tab away.
    cancel.focus()
    setTimeout(() => (approve.disabled = false), APPROVE_DELAY_MS)
    cancel.addEventListener('click', () => answer(false))
    // Approve counts a trusted press and its click on it, in a window that is shown. Focus is not
    // asked for: the press on the button is the visitor's own, and WebKitGTK gives a new window
    // no focus where no window manager runs (document.hasFocus() false there: the engines
    // suite's approvals in e2e/engines/engineFlows.ts, WebKit under Xvfb).
    let pressed = false
    const onPress = (event: PointerEvent | KeyboardEvent) => {
      if (event.type === 'keydown' && !isPress(event)) return
      pressed = event.isTrusted && isPress(event) && !approve.disabled
    }
    approve.addEventListener('pointerdown', onPress)
    approve.addEventListener('keydown', onPress)
    approve.addEventListener('click', (event) => {
      const counts = pressed && event.isTrusted && !approve.disabled && doc.visibilityState === 'visible'
      pressed = false
      if (counts) answer(true)
    })
    win.addEventListener('blur', () => (pressed = false))
  }

  function button(text: string, kind: string, testId: string) {
    const b = doc.createElement('button')
    b.type = 'button'
    b.className = `airlock-button ${kind}`
    b.dataset.testid = testId
    b.textContent = text
    return b
  }
}
