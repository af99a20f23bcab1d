import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { signTestRelayJwt } from '../relay/internal/signTestRelayJwt'
import { startRelay } from '../relay/startRelay'
import { guardFastifyHost, hostGuarded } from './guardHost'
import { isOwnHost } from './isOwnHost'

/** A raw request with the Host a DNS-rebinding page's browser would send (fetch won't send a foreign one). */
function get(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

const foreign = (port: number) => [`rebind.evil.example:${port}`, 'rebind.evil.example', `127.0.0.1.nip.io:${port}`, `127.0.0.1:${port + 1}`, `localhost:${port}.evil.example`]

describe('the Host check of the local services', () => {
  it('knows only its own loopback host and port', () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787', 'LOCALHOST:8787', '[::1]:8787']) expect(isOwnHost(host, 8787)).toBe(true)
    for (const host of [...foreign(8787), '', undefined, '127.0.0.1', 'localhost']) expect(isOwnHost(host, 8787)).toBe(false)
    expect(isOwnHost('127.0.0.1:0', 0)).toBe(false)
  })

  it('attacker: a rebinding page reaching a fastify service or a node:http service under its own name gets 421', async () => {
    const app = Fastify()
    guardFastifyHost(app)
    app.get('/', async () => 'secret')
    await app.listen({ host: '127.0.0.1', port: 0 })
    const server: Server = createServer(hostGuarded(() => server, (_req, res) => res.end('secret')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      for (const port of [(app.server.address() as AddressInfo).port, (server.address() as AddressInfo).port]) {
        for (const host of foreign(port)) expect({ host, status: await get(port, host) }).toEqual({ host, status: 421 })
        expect(await get(port, `127.0.0.1:${port}`)).toBe(200)
        expect(await get(port, `localhost:${port}`)).toBe(200)
      }
    } finally {
      await app.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('attacker: the WalletConnect relay refuses a websocket handshake under a foreign Host', async () => {
    const relay = await startRelay({ port: 0, log: () => {} })
    try {
      const auth = signTestRelayJwt({ aud: relay.url })
      const connect = (host: string) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${relay.url}/?auth=${auth}&projectId=airlock-demo`, { headers: { host } })
          ws.once('open', () => (ws.close(), resolve('open')))
          ws.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`))
          ws.once('error', () => resolve('error'))
        })
      expect(await connect(`rebind.evil.example:${relay.port}`)).toMatch(/^refused|^error/)
      expect(await get(relay.port, `rebind.evil.example:${relay.port}`)).toBe(421)
      expect(await connect(`127.0.0.1:${relay.port}`)).toBe('open')
    } finally {
      await relay.stop()
    }
  })
})
