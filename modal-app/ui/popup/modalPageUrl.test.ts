import { describe, expect, it } from 'vitest'
import { modalPageUrl } from './modalPageUrl'

describe('modalPageUrl', () => {
  it("is the page next to the modal's page, on the modal's origin, with the project and nothing else of the modal's address", () => {
    expect(modalPageUrl(new URL('http://localhost:5174/?projectId=demo'), 'approval-popup.html', 'demo')).toBe('http://localhost:5174/approval-popup.html?projectId=demo')
    expect(modalPageUrl(new URL('https://cdn.example/airlock/1.2.0/index.html?projectId=a&x=1#h'), 'auth-callback.html', 'a b')).toBe('https://cdn.example/airlock/1.2.0/auth-callback.html?projectId=a+b')
  })
})
