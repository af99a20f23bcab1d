import { createHash } from 'node:crypto'

/** The paid page's one script: the window closes itself once the visitor had a moment to read it. */
const SELF_CLOSE = 'setTimeout(function(){window.close()},2000)'
/**
 * The CSP source that allows exactly {@link SELF_CLOSE} and no other script on the provider's
 * pages (their policy is otherwise `default-src 'none'`).
 */
export const SELF_CLOSE_SCRIPT_SRC = `'sha256-${createHash('sha256').update(SELF_CLOSE).digest('base64')}'`

/** What the provider page shows about the purchase. */
export interface PageSession {
  id: string
  address: string
  network: string
  cryptoAmount: string
  asset: string
  fiatAmount: string
  fiatCurrency: string
  provider: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font-family:Inter,system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;display:flex;justify-content:center;padding:32px 12px}
main{background:#fff;border-radius:16px;padding:24px;max-width:380px;width:100%;box-shadow:0 4px 24px #0001}
h1{font-size:20px;margin:0 0 4px}p{margin:6px 0}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;height:42px;border:1px solid #ccd;border-radius:10px;padding:0 12px;font:inherit}
button{margin-top:18px;width:100%;height:44px;border:0;border-radius:10px;background:#4c6fff;color:#fff;font-weight:600;font:inherit}
.note{color:#666;font-size:13px}.error{color:#c0352b}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/**
 * The local on-ramp provider's checkout page: what is bought, for how much, delivered where,
 * and a test card form posting to `/onramp/pay`. Everything shown is escaped.
 *
 * @example
 * reply.type('text/html').send(checkoutPage(session))
 */
export function checkoutPage(session: PageSession, error?: string): string {
  return page(
    'Airlock Pay: checkout',
    `<h1 data-testid="onramp-provider-title">${escape(session.provider)}</h1>
<p class="note">Local test provider: test cards only, test tokens on the local chain.</p>
<p data-testid="onramp-provider-summary">Buy <strong>${escape(session.cryptoAmount)} ${escape(session.asset)}</strong> for <strong>${escape(session.fiatAmount)} ${escape(session.fiatCurrency)}</strong></p>
<p class="note" data-testid="onramp-provider-destination">To ${escape(session.address)} on ${escape(session.network)}</p>
${error ? `<p class="error" role="alert" data-testid="onramp-provider-error">${escape(error)}</p>` : ''}
<form method="post" action="/onramp/pay">
<input type="hidden" name="session" value="${escape(session.id)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required data-testid="onramp-card-number">
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" placeholder="12/30" required data-testid="onramp-card-expiry">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" placeholder="123" required data-testid="onramp-card-cvc">
<button type="submit" data-testid="onramp-pay">Pay ${escape(session.fiatAmount)} ${escape(session.fiatCurrency)}</button>
</form>`,
  )
}

/**
 * The page after a payment: done (with the chain transaction) or a final refusal. A done page
 * closes its window by itself after 2 s (the wallet that opened it shows the purchase as
 * complete; a window opened by a script may close itself), a refusal stays for the visitor to read.
 *
 * @example
 * reply.type('text/html').send(resultPage('done', 'Payment complete', '0xabc…'))
 */
export function resultPage(kind: 'done' | 'failed', message: string, detail = ''): string {
  const done = kind === 'done'
  return page(
    done ? 'Airlock Pay: paid' : 'Airlock Pay: failed',
    `<h1 data-testid="onramp-result" data-result="${kind}">${escape(message)}</h1>${detail ? `<p class="note" data-testid="onramp-result-detail">${escape(detail)}</p>` : ''}<p class="note">${done ? 'This window closes by itself.' : 'You can close this window.'}</p>${done ? `<script>${SELF_CLOSE}</script>` : ''}`,
  )
}
