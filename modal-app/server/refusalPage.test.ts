// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { refusalPage } from './refusalPage'

describe('refusalPage', () => {
  it('is framable by any page, never stored, and runs only its own hashed script', () => {
    const { headers, body } = refusalPage({ reason: 'unknownProject', message: 'Airlock: Invalid Project ID - update configuration.' }, 'https://shop.example')
    expect(headers['Cache-Control']).toBe('no-store')
    const csp = headers['Content-Security-Policy']!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('frame-ancestors *')
    const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(1)
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`)
  })

  it('posts the refusal, and nothing a text could inject, to the origin the embedding page claimed, and to no other', async () => {
    const message = 'Airlock: </script><script>alert(1)</script> is not allowed.'
    const page = new DOMParser().parseFromString(refusalPage({ reason: 'originNotAllowed', message }, location.origin).body, 'text/html')
    const scripts = [...page.querySelectorAll('script')]
    expect(scripts).toHaveLength(2)
    // The data block comes into this document as the page has it; its one script then runs here, a top-level page being its own parent.
    document.body.append(scripts[0]!)
    const posted = new Promise<unknown>((resolve) => window.addEventListener('message', (event) => resolve(event.data), { once: true }))
    new Function(scripts[1]!.textContent!)()
    expect(await posted).toEqual({ protocol: 'airlock', version: 1, type: 'refused', reason: 'originNotAllowed', message })
    const elsewhere = new DOMParser().parseFromString(refusalPage({ reason: 'originNotAllowed', message }, 'https://other.example').body, 'text/html')
    const script = elsewhere.querySelectorAll('script')[1]!.textContent!
    document.getElementById('refusal')!.replaceWith(elsewhere.querySelector('#refusal')!)
    const heard = vi.fn()
    window.addEventListener('message', heard)
    new Function(script)()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).not.toHaveBeenCalled()
  })
})
