import { SystemProgram } from '@solana/web3.js'
import type { RawData, WebSocket, WebSocketServer } from 'ws'
import { createRateLimiter } from '../../internal/createRateLimiter'
import { encodeAccount } from './encodeAccount'
import type { LedgerEntry, LocalLedger } from './LocalLedger'
import { rpcParams } from './rpcParams'
import { SolanaRpcError } from './SolanaRpcError'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; config: Record<string, unknown> }
  | { kind: 'slot' }
  | { kind: 'root' }

/** Subscriptions one socket may hold at once. */
const MAX_SUBSCRIPTIONS = 1000
const ENCODINGS = new Set(['base58', 'base64', 'jsonParsed'])
const UNSUBSCRIBE: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
  rootUnsubscribe: 'root',
}

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

/**
 * Serves Solana's websocket subscriptions on `wss` from the ledger's commits:
 * `signatureSubscribe` (what web3.js's `confirmTransaction` waits on; answered at once when the
 * signature is already committed, then removed as on a node), `accountSubscribe`,
 * `slotSubscribe`, `rootSubscribe` and their unsubscribes. Malformed frames get a JSON-RPC error
 * and the socket stays open; frames without an id (web3.js's keep-alive `ping`) get no answer.
 *
 * @example
 * attachSubscriptions(new WebSocketServer({ server }), ledger, console.log)
 */
export function attachSubscriptions(wss: WebSocketServer, ledger: LocalLedger, log: (line: string) => void): () => void {
  const sockets = new Map<WebSocket, Map<number, Subscription>>()
  const allow = createRateLimiter({ burst: 500, perSecond: 200 })
  let nextId = 1
  let nextSocket = 1
  const send = (ws: WebSocket, message: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }
  const notify = (ws: WebSocket, method: string, subscription: number, result: unknown): void => send(ws, { jsonrpc: '2.0', method, params: { result, subscription } })
  const signatureResult = (entry: LedgerEntry) => ({ context: { slot: entry.slot }, value: { err: entry.err } })
  const accountValue = (address: string, config: Record<string, unknown>) => {
    const read = (a: string) => ledger.rawAccount(a)
    const account = read(address)
    // A closed account is announced as empty and owned by the system program, as a node does.
    return account
      ? encodeAccount(address, account, config, read)
      : encodeAccount(address, { lamports: 0n, owner: SystemProgram.programId.toBase58(), data: new Uint8Array(0), executable: false }, config, read)
  }

  const subscribe = (subs: Map<number, Subscription>, ws: WebSocket, method: string, params: readonly unknown[]): unknown => {
    const ctx = { slot: () => ledger.slot }
    const kind = UNSUBSCRIBE[method]
    if (kind) {
      const id = params[0]
      if (typeof id !== 'number') throw SolanaRpcError.invalidParams('Invalid params: expected a subscription id')
      if (subs.get(id)?.kind !== kind) throw SolanaRpcError.invalidParams('Invalid subscription id.')
      subs.delete(id)
      return true
    }
    if (subs.size >= MAX_SUBSCRIPTIONS) throw new SolanaRpcError(-32603, `Too many subscriptions on this socket (max ${MAX_SUBSCRIPTIONS})`)
    const id = nextId++
    if (method === 'signatureSubscribe') {
      const signature = rpcParams.signature(params[0])
      rpcParams.config(params[1], ctx)
      const done = ledger.entry(signature)
      if (done) {
        // Answer the subscribe first, so the client knows the id the notification carries.
        queueMicrotask(() => notify(ws, 'signatureNotification', id, signatureResult(done)))
      } else subs.set(id, { kind: 'signature', signature })
      return id
    }
    if (method === 'accountSubscribe') {
      const address = rpcParams.pubkey(params[0])
      const config = rpcParams.config(params[1], ctx)
      if (config.encoding !== undefined && !ENCODINGS.has(String(config.encoding))) throw SolanaRpcError.invalidParams(`Invalid params: unsupported encoding '${String(config.encoding)}'`)
      subs.set(id, { kind: 'account', address, config })
      return id
    }
    if (method === 'slotSubscribe') {
      subs.set(id, { kind: 'slot' })
      return id
    }
    if (method === 'rootSubscribe') {
      subs.set(id, { kind: 'root' })
      return id
    }
    throw new SolanaRpcError(-32601, 'Method not found')
  }

  wss.on('connection', (ws) => {
    const socketId = `s${nextSocket++}`
    const subs = new Map<number, Subscription>()
    sockets.set(ws, subs)
    ws.on('close', () => sockets.delete(ws))
    ws.on('error', (error) => log(`websocket ${socketId}: ${error.message}`))
    ws.on('message', (data) => {
      if (!allow(socketId)) return send(ws, { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Too many requests on this socket; slow down' } })
      let frame: { id?: unknown; method?: unknown; params?: unknown }
      try {
        frame = JSON.parse(text(data)) as typeof frame
      } catch {
        return send(ws, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      if (!frame || typeof frame !== 'object' || Array.isArray(frame)) return send(ws, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
      const id = typeof frame.id === 'number' || typeof frame.id === 'string' ? frame.id : null
      if (id === null) return
      try {
        if (typeof frame.method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
        if (frame.params !== undefined && !Array.isArray(frame.params)) throw SolanaRpcError.invalidParams('Invalid params: params must be an array')
        send(ws, { jsonrpc: '2.0', id, result: subscribe(subs, ws, frame.method, (frame.params as unknown[] | undefined) ?? []) })
      } catch (error) {
        if (error instanceof SolanaRpcError) return send(ws, { jsonrpc: '2.0', id, error: error.toJSON() })
        log(`websocket ${socketId} internal error: ${(error as Error).stack ?? String(error)}`)
        send(ws, { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } })
      }
    })
  })

  return ledger.onCommit((entry) => {
    const touched = new Set(entry.accountKeys)
    for (const [ws, subs] of sockets) {
      for (const [id, sub] of subs) {
        if (sub.kind === 'signature' && sub.signature === entry.signature) {
          notify(ws, 'signatureNotification', id, signatureResult(entry))
          subs.delete(id)
        } else if (sub.kind === 'account' && touched.has(sub.address)) {
          notify(ws, 'accountNotification', id, { context: { slot: entry.slot }, value: accountValue(sub.address, sub.config) })
        } else if (sub.kind === 'slot') {
          notify(ws, 'slotNotification', id, { parent: entry.slot - 1, root: entry.slot, slot: entry.slot })
        } else if (sub.kind === 'root') {
          notify(ws, 'rootNotification', id, entry.slot)
        }
      }
    }
  })
}
