import { describe, expect, it } from 'vitest'
import { buildWalletLink } from './buildWalletLink'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=ab'
const enc = encodeURIComponent(uri)

describe('buildWalletLink', () => {
  it('turns a native scheme into scheme://wc?uri=… on mobile', () => {
    expect(buildWalletLink({ mobile_link: 'trust://' }, uri, true)).toEqual({ href: `trust://wc?uri=${enc}`, kind: 'native' })
    expect(buildWalletLink({ mobile_link: 'rainbow:' }, uri, true)?.href).toBe(`rainbow://wc?uri=${enc}`)
  })
  it('uses universal links and web apps with a /wc path', () => {
    expect(buildWalletLink({ mobile_link: 'https://link.example.app/' }, uri, true)).toEqual({ href: `https://link.example.app/wc?uri=${enc}`, kind: 'universal' })
    expect(buildWalletLink({ webapp_link: 'https://app.example.org' }, uri, false)).toEqual({ href: `https://app.example.org/wc?uri=${enc}`, kind: 'universal' })
  })
  it('prefers the mobile link on mobile and the web app on desktop', () => {
    const w = { mobile_link: 'zerion://', webapp_link: 'https://app.zerion.io', desktop_link: 'zerion-desktop://' }
    expect(buildWalletLink(w, uri, true)?.kind).toBe('native')
    expect(buildWalletLink(w, uri, false)?.href.startsWith('https://app.zerion.io/wc')).toBe(true)
    expect(buildWalletLink({ desktop_link: 'ledgerlive://' }, uri, false)?.href).toBe(`ledgerlive://wc?uri=${enc}`)
  })
  it('refuses unsafe schemes and falls through to the next link', () => {
    expect(buildWalletLink({ mobile_link: 'javascript:alert(1)//' }, uri, true)).toBeUndefined()
    expect(buildWalletLink({ mobile_link: 'data:text/html,x', webapp_link: 'https://w.example' }, uri, true)?.href).toBe(`https://w.example/wc?uri=${enc}`)
    expect(buildWalletLink({}, uri, true)).toBeUndefined()
  })
  it.each(['smb://evil.example/share', 'intent://x#Intent;end', 'ms-msdt:/id', 'itms-services://?action=x', 'steam://run/1', 'market://details', 'mailto:a@b.example', 'http://evil.example/'])(
    'never builds a link from a hostile catalog entry %s',
    (mobile_link) => expect(buildWalletLink({ mobile_link }, uri, true)).toBeUndefined(),
  )
})
