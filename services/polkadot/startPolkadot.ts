import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { createRateLimiter } from '../internal/createRateLimiter'
import { isOwnHost } from '../internal/isOwnHost'
import { isLoopbackHost } from '../solana/internal/isLoopbackHost'
import { loadPolkadotRuntime } from './internal/loadPolkadotRuntime'
import { PolkadotChain } from './internal/PolkadotChain'
import { PolkadotRpcError } from './internal/PolkadotRpcError'
import { polkadotRpcMethods, type PolkadotRpcHandler } from './internal/polkadotRpcMethods'
import { POLKADOT_GENESIS_HASH, POLKADOT_TEST_PLANCK, polkadotTestAccounts } from './testAccounts'

export interface StartPolkadotOptions {
  /** HTTP JSON-RPC port; 0 picks a free one. */
  port: number
  host?: string
  /** One line per event; defaults to console.log with a `[polkadot]` prefix. */
  log?: (line: string) => void
  /** HTTP requests per client address: `burst` at once, `perSecond` after (default 2,000 / 1,000). */
  rateLimit?: { burst: number; perSecond: number }
}

export interface RunningPolkadot {
  /** `http://host:port`, for `new HttpProvider(rpcUrl)` or plain JSON-RPC. */
  rpcUrl: string
  port: number
  genesisHash: `0x${string}`
  /** The CAIP-2 id (`polkadot:<first 32 hex digits of the genesis hash>`). */
  chainId: string
  chain: PolkadotChain
  stop: () => Promise<void>
}

/** Largest request body (a signed extrinsic with a large remark fits). */
const MAX_BODY_BYTES = 64 * 1024

function defaultLog(line: string): void {
  console.log(`[polkadot] ${new Date().toISOString().slice(11, 23)} ${line}`)
}

function answer(request: unknown, methods: Record<string, PolkadotRpcHandler>, log: (line: string) => void): unknown {
  const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown } | null
  const id = r && typeof r === 'object' && (typeof r.id === 'string' || typeof r.id === 'number') ? r.id : null
  try {
    if (!r || typeof r !== 'object' || r.jsonrpc !== '2.0' || typeof r.method !== 'string') throw new PolkadotRpcError(-32600, 'Invalid request')
    const handler = Object.hasOwn(methods, r.method) ? methods[r.method] : undefined
    if (!handler) throw new PolkadotRpcError(-32601, 'Method not found')
    if (r.params !== undefined && r.params !== null && !Array.isArray(r.params)) throw new PolkadotRpcError(-32602, 'Invalid params: params must be an array')
    return { jsonrpc: '2.0', id, result: handler((r.params as unknown[] | undefined) ?? []) ?? null }
  } catch (error) {
    if (error instanceof PolkadotRpcError) {
      if (error.code === 1010 || error.code === 1002) log(`refused ${String(r?.method)}: ${String(error.data)}`)
      return { jsonrpc: '2.0', id, error: error.toJSON() }
    }
    log(`internal error in ${String(r?.method)}: ${(error as Error).stack ?? String(error)}`)
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }
  }
}

/**
 * Starts the local Polkadot chain, a stand-in (services/polkadot/README.md says what it does
 * not do): accounts with balances and nonces, the real Polkadot metadata, and every extrinsic
 * decoded and its signature verified with `@polkadot/types` and `@polkadot/util-crypto` before
 * a transfer or remark is applied, one block per extrinsic, with history. It answers the
 * JSON-RPC that `@polkadot/api` over HTTP and signers read, on loopback only (a foreign Host
 * gets 421, a page of another origin no CORS), bodies over 64 KiB 413, a client over its rate 429.
 *
 * @example
 * const polkadot = await startPolkadot({ port: 0 })
 * const api = await ApiPromise.create({ provider: new HttpProvider(polkadot.rpcUrl) })
 * await polkadot.stop()
 */
export async function startPolkadot({ port, host = '127.0.0.1', log = defaultLog, rateLimit = { burst: 2000, perSecond: 1000 } }: StartPolkadotOptions): Promise<RunningPolkadot> {
  await cryptoWaitReady()
  const runtime = loadPolkadotRuntime()
  const chain = new PolkadotChain(
    runtime,
    POLKADOT_GENESIS_HASH,
    polkadotTestAccounts.map((a) => ({ publicKey: u8aToHex(decodeAddress(a.address)) as `0x${string}`, free: POLKADOT_TEST_PLANCK })),
  )
  const methods = polkadotRpcMethods(chain)
  const allow = createRateLimiter(rateLimit)
  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin
    let loopback = false
    try {
      loopback = !!origin && isLoopbackHost(new URL(origin).host)
    } catch {
      loopback = false
    }
    return origin && loopback ? { 'access-control-allow-origin': origin, vary: 'origin' } : {}
  }
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const cors = corsHeaders(req)
    const reply = (status: number, body: string): void => {
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(body)
    }
    if (!isOwnHost(req.headers.host, req.socket.localPort ?? 0)) return reply(421, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'This node only answers loopback hosts' } }))
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }).end()
      return
    }
    if (req.method === 'GET' && req.url === '/health') return reply(200, '"ok"')
    if (req.method !== 'POST') return reply(405, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Use POST with a JSON-RPC body' } }))
    if (!allow(req.socket.remoteAddress ?? 'unknown')) return reply(429, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32029, message: 'Too many requests' } }))
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reply(413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Request body over ${MAX_BODY_BYTES} bytes` } }))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
      }
      if (Array.isArray(parsed)) {
        if (parsed.length === 0 || parsed.length > 100) return reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: a batch holds 1 to 100 requests' } }))
        return reply(200, JSON.stringify(parsed.map((r) => answer(r, methods, log))))
      }
      reply(200, JSON.stringify(answer(parsed, methods, log)))
    })
    req.on('error', () => {})
  }

  const server: Server = createServer(handle)
  // Clients keep connections open between calls (undici, @polkadot/api's HttpProvider): a server
  // closing an idle socket as a client reuses it resets that request, so idle sockets live a minute.
  server.keepAliveTimeout = 60_000
  const actualPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
  let stopping: Promise<void> | null = null
  const stop = (): Promise<void> =>
    (stopping ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 2000)
      server.close(() => {
        clearTimeout(force)
        resolve()
      })
      server.closeIdleConnections()
    }))
  return { rpcUrl: `http://${host}:${actualPort}`, port: actualPort, genesisHash: POLKADOT_GENESIS_HASH, chainId: `polkadot:${POLKADOT_GENESIS_HASH.slice(2, 34)}`, chain, stop }
}
