import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { trustProxyOption } from './trustProxyOption'

async function ipSeen(trustedProxies: readonly string[] | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ logger: false, ...trustProxyOption(trustedProxies) })
  app.get('/', async (request) => ({ ip: request.ip }))
  const res = await app.inject({ method: 'GET', url: '/', remoteAddress, ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}) })
  await app.close()
  return (res.json() as { ip: string }).ip
}

describe('trustProxyOption', () => {
  it('ignores X-Forwarded-For unless the request comes from a trusted balancer', async () => {
    expect(await ipSeen(undefined, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9')
    expect(await ipSeen([], '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9')
    expect(await ipSeen(['10.0.0.0/8'], '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9')
  })

  it('counts the visitor a trusted balancer forwards for, and no further than the first hop it does not trust', async () => {
    expect(await ipSeen(['10.0.0.0/8'], '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7')
    expect(await ipSeen(['10.0.0.0/8'], '10.1.2.3')).toBe('10.1.2.3')
    // A visitor who sends its own X-Forwarded-For to the balancer can't pick its address: the balancer appended the real one.
    expect(await ipSeen(['10.0.0.0/8'], '10.1.2.3', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7')
  })

  it('refuses a malformed address at start', () => {
    expect(() => Fastify(trustProxyOption(['not-an-address']))).toThrow()
  })
})
