import { describe, expect, it } from 'vitest'
import { isSafeExternalUrl, walletSchemeOf } from './isSafeExternalUrl'

const HOSTILE = [
  'intent://scan/#Intent;scheme=zxing;end', 'ms-msdt:/id PCWDiagnostic', 'smb://evil.example/share', 'itms-services://?action=download-manifest&url=x',
  'steam://run/1', 'chrome-extension://abc/page.html', 'ws://evil.example', 'ftp://evil.example/x', 'mailto:a@b.example', 'tel:+123',
  'market://details?id=x', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd',
  'blob:http://x/1', 'search-ms:query=x', 'ms-settings:', 'http://evil.example/wc', 'https://user:pw@wallet.example', 'not a url', 42,
]

describe('isSafeExternalUrl: an allow-list (security.md #18)', () => {
  it.each(['https://wallet.example/wc?uri=x', 'http://127.0.0.1:3000/wc', 'http://localhost:5173'])('allows %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true)
  })
  it('allows a custom scheme only as the registered scheme of the wallet being opened', () => {
    expect(isSafeExternalUrl('metamask://wc?uri=x', 'metamask')).toBe(true)
    expect(isSafeExternalUrl('trust://wc', 'trust')).toBe(true)
    expect(isSafeExternalUrl('trust://wc')).toBe(false)
    expect(isSafeExternalUrl('trust://wc', 'metamask')).toBe(false)
    expect(isSafeExternalUrl('trust:wc', 'trust')).toBe(false)
  })
  it.each(HOSTILE)('refuses %s, even when a wallet claims its scheme', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false)
    expect(isSafeExternalUrl(url, typeof url === 'string' ? url.split(':')[0] : undefined)).toBe(false)
  })
})

describe('walletSchemeOf', () => {
  it('reads a wallet scheme from its link', () => {
    expect(walletSchemeOf('trust://')).toBe('trust')
    expect(walletSchemeOf('rainbow://wc')).toBe('rainbow')
    expect(walletSchemeOf('cbwallet:')).toBe('cbwallet')
  })
  it.each(['smb://evil.example/share', 'intent://x', 'ms-msdt:/id', 'https://wallet.example', 'javascript:', 'x', '', undefined])('gives nothing for %s', (link) => {
    expect(walletSchemeOf(link)).toBeUndefined()
  })
})
