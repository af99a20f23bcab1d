import { createRequire } from 'node:module'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Keypair } from '@solana/web3.js'
import { WebSocketServer } from 'ws'
import { createRateLimiter } from '../internal/createRateLimiter'
import { accountMethods } from './internal/accountMethods'
import { attachSubscriptions } from './internal/attachSubscriptions'
import { clusterMethods } from './internal/clusterMethods'
import { dispatchRpc } from './internal/dispatchRpc'
import { isLoopbackHost } from './internal/isLoopbackHost'
import { isOwnHost } from '../internal/isOwnHost'
import { LocalLedger } from './internal/LocalLedger'
import { seedGenesis } from './internal/seedGenesis'
import { transactionMethods } from './internal/transactionMethods'
import { SOLANA_GENESIS_HASHES, solanaChainId, type SolanaCluster } from './clusters'
import { solanaFaucet } from './testAccounts'

export interface StartSolanaOptions {
  /** HTTP JSON-RPC port; 0 picks a free one. */
  port: number
  /**
   * A second port serving only the websocket. web3.js's `Connection` derives its websocket URL
   * as the HTTP port + 1 (8899 → 8900, like a validator), so the stack passes `port + 1`. The
   * HTTP port always accepts websocket upgrades too (what `wsUrl` names when this is unset).
   */
  wsPort?: number
  host?: string
  /** Which of the Solana networks (docs/entities.md#chains) the chain answers as (its genesis hash); devnet by default. */
  cluster?: SolanaCluster
  /** One line per event; defaults to console.log with a `[solana]` prefix. */
  log?: (line: string) => void
  /** HTTP requests per client address: `burst` at once, `perSecond` after (default 2,000 / 1,000). */
  rateLimit?: { burst: number; perSecond: number }
}

export interface RunningSolana {
  /** `http://host:port`, the URL for `new Connection(rpcUrl)`. */
  rpcUrl: string
  /** The websocket URL (`wsEndpoint` of a `Connection`). */
  wsUrl: string
  port: number
  cluster: SolanaCluster
  genesisHash: string
  /** The CAIP-2 id (`solana:<first 32 characters of the genesis hash>`). */
  chainId: string
  ledger: LocalLedger
  stop: () => Promise<void>
}

/** Largest request body (a batch of transactions fits; Solana's own nodes cap at 50 KiB). */
const MAX_BODY_BYTES = 64 * 1024

function defaultLog(line: string): void {
  console.log(`[solana] ${new Date().toISOString().slice(11, 23)} ${line}`)
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

/** Lets requests in flight finish (a client's poll then sees a refused connection, not a reset), then closes. */
function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 2000)
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
}

/**
 * Starts the local Solana chain: a litesvm runtime seeded with the funded test accounts and the
 * SPL test token (see testAccounts.ts), behind Solana's JSON-RPC over HTTP and its websocket
 * subscriptions, enough for `@solana/web3.js` 1.x's `Connection`, wallets and wallet-adapter
 * dapps (balances, accounts, token accounts, blockhash, send / simulate / confirm, history).
 * Binds to loopback; bodies over 64 KiB get 413, a client over its rate 429, and malformed
 * requests their JSON-RPC error without disturbing other requests.
 *
 * @example
 * const solana = await startSolana({ port: 0 })
 * const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
 * await solana.stop()
 */
export async function startSolana({ port, wsPort, host = '127.0.0.1', cluster = 'devnet', log = defaultLog, rateLimit = { burst: 2000, perSecond: 1000 } }: StartSolanaOptions): Promise<RunningSolana> {
  const ledger = new LocalLedger()
  seedGenesis(ledger)
  const genesisHash = SOLANA_GENESIS_HASHES[cluster]
  const version = (createRequire(import.meta.url)('litesvm/package.json') as { version: string }).version
  const methods = {
    ...accountMethods(ledger),
    ...transactionMethods(ledger, Keypair.fromSeed(Buffer.from(solanaFaucet.seed, 'hex'))),
    ...clusterMethods(ledger, { genesisHash, version }),
  }
  // Every client here is on loopback: the limit stops a runaway loop, not a crowd.
  const allow = createRateLimiter(rateLimit)

  // Pages on this machine (the modal, the demo dapp) may read answers; nothing else may.
  const loopbackOrigin = (origin: string): boolean => {
    try {
      return isLoopbackHost(new URL(origin).host)
    } catch {
      return false
    }
  }
  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin
    return origin && loopbackOrigin(origin) ? { 'access-control-allow-origin': origin, vary: 'origin' } : {}
  }
  // Websockets skip CORS, so the origin is checked at the handshake (no origin: a program, not a page).
  // The Host must name this node's own loopback address and the port the request came in on (DNS rebinding).
  const ownHost = (req: IncomingMessage): boolean => isOwnHost(req.headers.host, req.socket.localPort ?? 0)
  const verifyClient = ({ origin, req }: { origin: string; req: IncomingMessage }): boolean => ownHost(req) && (!origin || loopbackOrigin(origin))
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const cors = corsHeaders(req)
    const reply = (to: ServerResponse, status: number, body: string): void => {
      if (!to.headersSent) to.writeHead(status, { 'content-type': 'application/json', ...cors }).end(body)
    }
    if (!ownHost(req)) return reply(res, 421, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'This node only answers loopback hosts' } }))
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': 'content-type, solana-client', 'access-control-max-age': '600' }).end()
      return
    }
    if (req.method === 'GET' && req.url === '/health') return reply(res, 200, '"ok"')
    if (req.method !== 'POST') return reply(res, 405, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Use POST with a JSON-RPC body' } }))
    if (!allow(req.socket.remoteAddress ?? 'unknown')) return reply(res, 429, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: 429, message: 'Too many requests for a specific RPC call' } }))
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reply(res, 413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Request body over ${MAX_BODY_BYTES} bytes` } }))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) reply(res, 200, dispatchRpc(Buffer.concat(chunks).toString('utf8'), methods, log))
    })
    req.on('error', () => {})
  }

  const server = createServer(handle)
  const servers = [server]
  const wssList = [new WebSocketServer({ server, maxPayload: MAX_BODY_BYTES, verifyClient })]
  const actualPort = await listen(server, port, host)
  let wsUrl = `ws://${host}:${actualPort}`
  if (wsPort !== undefined) {
    const wsServer = createServer((_req, res) => res.writeHead(426, { 'content-type': 'text/plain' }).end('Solana websocket: connect with a websocket\n'))
    wssList.push(new WebSocketServer({ server: wsServer, maxPayload: MAX_BODY_BYTES, verifyClient }))
    servers.push(wsServer)
    try {
      wsUrl = `ws://${host}:${await listen(wsServer, wsPort, host)}`
    } catch (error) {
      await close(server)
      throw error
    }
  }
  const detach = wssList.map((wss) => attachSubscriptions(wss, ledger, log))

  let stopping: Promise<void> | null = null
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      detach.forEach((d) => d())
      for (const wss of wssList) for (const client of wss.clients) client.terminate()
      await Promise.all(wssList.map((wss) => new Promise<void>((resolve) => wss.close(() => resolve()))))
      await Promise.all(servers.map(close))
    })())
  return { rpcUrl: `http://${host}:${actualPort}`, wsUrl, port: actualPort, cluster, genesisHash, chainId: solanaChainId(cluster), ledger, stop }
}
