// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { snapshotApproval } from './snapshotApproval'

describe('snapshotApproval', () => {
  it("takes every part of the approval as text, without its buttons, hint and cues, with the modal's theme", () => {
    document.body.innerHTML = `
      <div class="airlock-root airlock-light" data-theme="light" style="--airlock-bg: #fafafa; opacity: 1">
        <div id="approval">
          <p>Send transaction</p>
          <div><p>Send 5 ETH to 0x00…dEaD</p></div>
          <div><dl><dt>Network</dt><dd>Ethereum</dd></dl><p aria-hidden="true">Scroll for more</p></div>
          <p class="airlock-hint">Read the request: Approve unlocks in a moment.</p>
          <div class="airlock-actions"><button>Reject</button><button>Approve</button></div>
        </div>
      </div>`
    const snapshot = snapshotApproval(document.getElementById('approval')!)
    // jsdom has no layout, so each part's text comes as one line here; a browser keeps its line breaks.
    expect(snapshot.blocks.map((lines) => lines.join(' '))).toEqual(['Send transaction', 'Send 5 ETH to 0x00…dEaD', 'NetworkEthereum'])
    expect(snapshot.mode).toBe('light')
    expect(snapshot.vars).toEqual({ '--airlock-bg': '#fafafa' })
    expect([snapshot.locale, snapshot.dir]).toEqual(['en', 'ltr'])
  })

  it('carries the language applyLocale gave the document: Arabic, right to left', () => {
    document.documentElement.lang = 'ar'
    document.documentElement.dir = 'rtl'
    document.body.innerHTML = '<div class="airlock-root" data-theme="dark"><div id="approval"><p>إرسال معاملة</p></div></div>'
    const snapshot = snapshotApproval(document.getElementById('approval')!)
    expect([snapshot.locale, snapshot.dir]).toEqual(['ar', 'rtl'])
    document.documentElement.removeAttribute('lang')
    document.documentElement.removeAttribute('dir')
  })
})
