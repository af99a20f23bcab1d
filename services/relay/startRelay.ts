import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { handleRelayRequest } from './internal/handleRelayRequest'
import { formatError, parseFrame } from './internal/jsonRpcFrame'
import { escapeLogField } from '../internal/escapeLogField'
import { createRateLimiter } from '../internal/createRateLimiter'
import { hostGuarded } from '../internal/guardHost'
import { isOwnHost, listeningPort } from '../internal/isOwnHost'
import { Mailbox } from './internal/Mailbox'
import { RelayHub, shortId, type RelayClient } from './internal/RelayHub'
import { RelayAuthError, verifyRelayAuth } from './internal/verifyRelayAuth'

export interface RelayOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Receives one readable line per event; defaults to console.log with a `[relay]` prefix. */
  log?: (line: string) => void
  /** Websocket ping period; clients drop a socket after 35 s of silence. */
  pingIntervalMs?: number
}

export interface RunningRelay {
  /** `ws://host:port`, what clients pass as `relayUrl`. */
  url: string
  port: number
  stop: () => Promise<void>
}

/** Policy violation: the client reconnects (only 3000 is fatal for WalletConnect clients). */
const CLOSE_UNAUTHORIZED = 1008
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

function defaultLog(line: string): void {
  console.log(`[relay] ${new Date().toISOString().slice(11, 23)} ${line}`)
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/**
 * Starts a local WalletConnect v2 relay on `ws`, enough for `@walletconnect/sign-client`,
 * `universal-provider` and WalletKit: subscribe / publish / the two session methods, a mailbox
 * per topic kept for each message's TTL, acknowledged `irn_subscription` deliveries, websocket
 * pings, and a check of each client's ed25519 JWT (`auth` query parameter). Binds to loopback.
 *
 * @example
 * const relay = await startRelay({ port: 18788 })
 * const client = await SignClient.init({ projectId: 'airlock-demo', relayUrl: relay.url })
 * await relay.stop()
 */
export async function startRelay({ port, host = '127.0.0.1', log = defaultLog, pingIntervalMs = 15_000 }: RelayOptions): Promise<RunningRelay> {
  // DNS rebinding: plain requests and websocket handshakes must name the relay's own loopback host and port.
  const server: Server = createServer(
    hostGuarded(
      () => server,
      (_req, res) => {
        res.writeHead(426, { 'content-type': 'text/plain' }).end('WalletConnect relay: connect with a websocket\n')
      },
    ),
  )
  // A frame may carry a batch of messages; each message is held to the mailbox's own limit.
  const wss = new WebSocketServer({ server, maxPayload: 256 * 1024, verifyClient: ({ req }: { req: IncomingMessage }) => isOwnHost(req.headers.host, listeningPort(server)) })
  const mailbox = new Mailbox()
  // Per client: WalletConnect sends a handful of frames a second at most.
  const allowFrame = createRateLimiter({ burst: 200, perSecond: 50 })
  const hub = new RelayHub(mailbox, log)
  const alive = new WeakMap<WebSocket, boolean>()
  let nextConnId = 1

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${actualPort}`

  const isOwnAudience = (aud: string): boolean => {
    try {
      const target = new URL(aud)
      const hostOk = target.hostname === host || LOOPBACK_NAMES.has(target.hostname)
      return (target.protocol === 'ws:' || target.protocol === 'wss:') && hostOk && Number(target.port) === actualPort
    } catch {
      return false
    }
  }

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const connId = nextConnId++
    const query = new URL(request.url ?? '/', 'ws://relay.invalid').searchParams
    let identity: string
    try {
      identity = verifyRelayAuth(query.get('auth'), { isOwnAudience }).iss
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.message : 'auth check failed'
      log(`c${connId} refused: ${escapeLogField(reason)}`)
      socket.close(CLOSE_UNAUTHORIZED, `Unauthorized: ${reason}`.slice(0, 120))
      return
    }
    const client: RelayClient = {
      connId,
      identity,
      topics: new Set(),
      awaitingAck: new Map(),
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text)
      },
    }
    alive.set(socket, true)
    log(`c${connId} open ${shortId(identity)} project=${escapeLogField(query.get('projectId'))} ua=${escapeLogField(query.get('ua'))}`)

    socket.on('pong', () => alive.set(socket, true))
    socket.on('message', (data) => {
      alive.set(socket, true)
      const parsed = parseFrame(rawText(data))
      if (parsed.ok && !allowFrame(identity)) {
        client.send(formatError(parsed.frame.idJson, -32005, 'Limit exceeded: too many requests, slow down'))
        return
      }
      if (!parsed.ok) {
        log(`c${connId} bad frame: ${escapeLogField(parsed.message)}`)
        client.send(formatError(parsed.idJson, parsed.code, parsed.message))
        return
      }
      const reply = handleRelayRequest(hub, client, parsed.frame)
      if (reply) client.send(reply)
    })
    socket.on('close', (code) => {
      hub.drop(client)
      log(`c${connId} closed code=${code}`)
    })
    socket.on('error', (error) => log(`c${connId} socket error: ${escapeLogField(error.message)}`))
  })

  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
    mailbox.prune()
  }, pingIntervalMs)
  timer.unref()

  log(`listening on ${url}`)

  const stop = async (): Promise<void> => {
    clearInterval(timer)
    for (const socket of wss.clients) socket.terminate()
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    await new Promise<void>((resolve) => server.close(() => resolve()))
    log('stopped')
  }
  return { url, port: actualPort, stop }
}
