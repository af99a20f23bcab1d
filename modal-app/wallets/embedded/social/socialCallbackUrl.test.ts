import { describe, expect, it } from 'vitest'
import { socialCallbackUrl } from './socialCallbackUrl'

describe('socialCallbackUrl', () => {
  it("is the callback page next to the modal's page, on the modal's origin, with the project", () => {
    expect(socialCallbackUrl(new URL('http://localhost:5174/?projectId=demo'), 'demo')).toBe('http://localhost:5174/auth-callback.html?projectId=demo')
    expect(socialCallbackUrl(new URL('https://cdn.example/airlock/1.2.0/index.html?projectId=a&x=1#h'), 'a b')).toBe('https://cdn.example/airlock/1.2.0/auth-callback.html?projectId=a+b')
  })
})
