import { describe, expect, it } from 'vitest'
import { isSafeExternalUrl } from './isSafeExternalUrl'

describe('isSafeExternalUrl (security.md #18)', () => {
  it.each(['https://wallet.example/wc?uri=x', 'http://127.0.0.1:3000', 'metamask://wc?uri=x', 'trust://wc'])('allows %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true)
  })
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd', 'blob:http://x/1', 'mailto:a@b', 'not a url', 42])(
    'refuses %s',
    (url) => {
      expect(isSafeExternalUrl(url)).toBe(false)
    },
  )
})
