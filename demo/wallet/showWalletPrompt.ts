import type { WalletPrompt } from './WalletPrompt'

const TITLES: Record<WalletPrompt['kind'], string> = {
  connect: 'Connect to this site?',
  sign: 'Sign this message?',
  signTyped: 'Sign this data?',
  send: 'Send this transaction?',
  addChain: 'Add this network?',
}

/**
 * The demo wallet's popup: a modal `<dialog>` opened over everything (the Airlock modal too,
 * since a later `showModal` goes on top of the top layer), naming the asking site and what it
 * asks, with Reject and Approve. Escape, Reject and closing answer false. Test ids:
 * `demo-wallet-prompt` (`data-kind`), `demo-wallet-approve`, `demo-wallet-reject`.
 *
 * @example
 * if (await showWalletPrompt({ kind: 'connect', origin: location.origin, details: [] })) connect()
 */
export function showWalletPrompt(prompt: WalletPrompt, doc: Document = document): Promise<boolean> {
  const dialog = doc.createElement('dialog')
  dialog.className = 'demo-wallet-prompt'
  dialog.dataset.testid = 'demo-wallet-prompt'
  dialog.dataset.kind = prompt.kind
  dialog.setAttribute('aria-labelledby', 'demo-wallet-prompt-title')

  const brand = doc.createElement('p')
  brand.className = 'demo-wallet-prompt__brand'
  brand.textContent = 'Airlock Demo Wallet'
  const title = doc.createElement('h2')
  title.id = 'demo-wallet-prompt-title'
  title.textContent = TITLES[prompt.kind]
  const site = doc.createElement('p')
  site.className = 'demo-wallet-prompt__origin'
  site.textContent = prompt.origin
  const details = doc.createElement('dl')
  for (const { label, value } of prompt.details) {
    const dt = doc.createElement('dt')
    dt.textContent = label
    const dd = doc.createElement('dd')
    dd.textContent = value
    details.append(dt, dd)
  }
  const actions = doc.createElement('div')
  actions.className = 'demo-wallet-prompt__actions'
  const reject = button(doc, 'Reject', 'demo-wallet-reject', 'button button--secondary')
  const approve = button(doc, 'Approve', 'demo-wallet-approve', 'button button--primary')
  actions.append(reject, approve)
  dialog.append(brand, title, site, details, actions)
  doc.body.append(dialog)

  return new Promise((resolve) => {
    let answer = false
    reject.addEventListener('click', () => dialog.close())
    approve.addEventListener('click', () => {
      answer = true
      dialog.close()
    })
    dialog.addEventListener('close', () => {
      dialog.remove()
      resolve(answer)
    })
    dialog.showModal()
    approve.focus()
  })
}

function button(doc: Document, text: string, testId: string, className: string): HTMLButtonElement {
  const el = doc.createElement('button')
  el.type = 'button'
  el.className = className
  el.textContent = text
  el.dataset.testid = testId
  return el
}
