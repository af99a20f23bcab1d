import { describe, expect, it } from 'vitest'
import { InvalidPublicUrlError, publicOrigin } from './publicOrigin'

describe('publicOrigin', () => {
  it('answers the origin of an http(s) URL with no path', () => {
    expect(publicOrigin('http://127.0.0.1:8790/')).toBe('http://127.0.0.1:8790')
    expect(publicOrigin('https://auth.example.com')).toBe('https://auth.example.com')
  })

  it('refuses what browsers could not be sent back to as the service', () => {
    for (const bad of ['auth.example.com', 'ftp://auth.example.com', 'https://auth.example.com/auth', 'https://auth.example.com/?a=1', 'https://u:p@auth.example.com', 'https://auth.example.com/#x']) {
      expect(() => publicOrigin(bad), bad).toThrow(InvalidPublicUrlError)
    }
  })
})
