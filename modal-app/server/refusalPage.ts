import { createHash } from 'node:crypto'
import { PROTOCOL_TAG, PROTOCOL_VERSION } from '../../shared/protocol/messages'
import type { EmbedRefusalAnswer } from './embedRefusal'

// Reads the refusal from the data block beside it and tells the embedding page, at the origin it claimed; nothing else runs.
const SCRIPT = `const r=JSON.parse(document.getElementById('refusal').textContent);parent.postMessage({protocol:'${PROTOCOL_TAG}',version:${PROTOCOL_VERSION},type:'refused',reason:r.reason,message:r.message},r.to)`
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`

/**
 * The page the modal's server sends in the modal's place when it refuses the host SDK's embed
 * (see `embedRefusal`): no modal, no UI, no storage, only a script that posts the refusal
 * (`RefusedMessage`: the cause and its sentence) to the embedding page, which rejects `ready()`
 * with it. Any page may frame it (it holds nothing to click or read that the page did not send),
 * and the message goes only to `to`, the origin the host SDK put in the frame's URL: a page that
 * claimed another origin than its own hears nothing (security.md #3). Never
 * stored (`no-store`), so a fixed allow-list is seen at the next load, never a refusal cached
 * past the settings' own max-age.
 *
 * @example
 * const { headers, body } = refusalPage({ reason: 'unknownProject', message: 'Airlock: Invalid Project ID…' }, 'https://shop.example')
 */
export function refusalPage(refusal: EmbedRefusalAnswer, to: string): { headers: Record<string, string>; body: string } {
  // `<` escaped, so no text of the refusal can close the data block.
  const data = JSON.stringify({ reason: refusal.reason, message: refusal.message, to }).replace(/</g, '\\u003c')
  return {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src ${SCRIPT_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors *`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin',
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock refused this embed</title></head><body><script type="application/json" id="refusal">${data}</script><script>${SCRIPT}</script></body></html>`,
  }
}
