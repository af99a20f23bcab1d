import { describe, expect, it } from 'vitest'
import { readSiwxConfig } from './readSiwxConfig'

describe('readSiwxConfig', () => {
  it('is off without either option and picks the view by the option used', () => {
    expect(readSiwxConfig({})).toBeUndefined()
    expect(readSiwxConfig({ siwx: {} })).toEqual({ view: 'SIWXSignMessage', required: false, expiresInSeconds: 86_400, resources: [] })
    expect(readSiwxConfig({ siweConfig: { required: true } })).toMatchObject({ view: 'ConnectingSiwe', required: true })
  })
  it('keeps valid fields and drops malformed ones one by one', () => {
    expect(readSiwxConfig({ siwx: { statement: 'Hi.', expiresInSeconds: 60, resources: ['https://a.example', 3 as unknown as string], nonceUrl: 'http://127.0.0.1:9/nonce' } })).toEqual({
      view: 'SIWXSignMessage', required: false, statement: 'Hi.', expiresInSeconds: 60, resources: ['https://a.example'], nonceUrl: 'http://127.0.0.1:9/nonce',
    })
    expect(readSiwxConfig({ siwx: { statement: 'a\nURI: x', expiresInSeconds: -1, nonceUrl: 'javascript:alert(1)', required: 'yes' as unknown as boolean } })).toEqual({
      view: 'SIWXSignMessage', required: false, expiresInSeconds: 86_400, resources: [],
    })
  })
})
