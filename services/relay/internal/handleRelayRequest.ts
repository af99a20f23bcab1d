import { formatError, formatResult, type RpcFrame } from './jsonRpcFrame'
import { RelayLimitError } from './Mailbox'
import type { RelayClient, RelayHub } from './RelayHub'

/** Tags the sign client itself uses for these messages (ENGINE_RPC_OPTS in @walletconnect/sign-client). */
const TAG_PROPOSE_REQUEST = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE_REQUEST = 1102
const DEFAULT_TTL_SECONDS = 300
const MAX_TTL_SECONDS = 30 * 24 * 3600

class InvalidParams extends Error {}

type Params = Record<string, unknown>

function asParams(value: unknown): Params {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InvalidParams('params must be an object')
  return value as Params
}

function text(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0 || value.length > 1_000_000) {
    throw new InvalidParams(`${key} must be a non-empty string`)
  }
  return value
}

function list(params: Params, key: string): unknown[] {
  const value = params[key]
  if (!Array.isArray(value)) throw new InvalidParams(`${key} must be an array`)
  return value
}

function ttl(params: Params): number {
  const value = params.ttl
  if (value === undefined) return DEFAULT_TTL_SECONDS
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new InvalidParams('ttl must be a positive number')
  return Math.min(Math.ceil(value), MAX_TTL_SECONDS)
}

function tag(params: Params, fallback = 0): number {
  return typeof params.tag === 'number' && Number.isInteger(params.tag) ? params.tag : fallback
}

function publishOne(hub: RelayHub, client: RelayClient, params: Params): void {
  hub.publish(client, { topic: text(params, 'topic'), message: text(params, 'message'), ttlSeconds: ttl(params), tag: tag(params) })
}

type Handler = (hub: RelayHub, client: RelayClient, params: unknown) => unknown

/** The relay's JSON-RPC surface, as data: method name → handler returning the result. */
const handlers: Record<string, Handler> = {
  irn_subscribe: (hub, client, raw) => hub.subscribe(client, text(asParams(raw), 'topic')),
  irn_batchSubscribe: (hub, client, raw) => {
    const topics = list(asParams(raw), 'topics').map((t) => text({ topic: t }, 'topic'))
    return topics.map((topic) => hub.subscribe(client, topic))
  },
  irn_unsubscribe: (hub, client, raw) => {
    hub.unsubscribe(client, text(asParams(raw), 'topic'))
    return true
  },
  irn_batchUnsubscribe: (hub, client, raw) => {
    for (const sub of list(asParams(raw), 'subscriptions')) hub.unsubscribe(client, text(asParams(sub), 'topic'))
    return true
  },
  irn_publish: (hub, client, raw) => {
    publishOne(hub, client, asParams(raw))
    return true
  },
  irn_batchPublish: (hub, client, raw) => {
    const messages = list(asParams(raw), 'messages').map(asParams)
    for (const message of messages) publishOne(hub, client, message)
    return true
  },
  irn_batchFetchMessages: (hub, client, raw) => {
    const topics = list(asParams(raw), 'topics').map((t) => text({ topic: t }, 'topic'))
    const messages = hub.fetch(client, topics).map((m) => ({
      topic: m.topic,
      message: m.message,
      publishedAt: m.publishedAt,
      attestation: '',
      tag: m.tag,
    }))
    return { messages, hasMore: false }
  },
  // The proposer relies on the relay to subscribe it to the pairing topic.
  wc_proposeSession: (hub, client, raw) => {
    const params = asParams(raw)
    const pairingTopic = text(params, 'pairingTopic')
    const proposal = text(params, 'sessionProposal')
    hub.subscribe(client, pairingTopic)
    hub.publish(client, { topic: pairingTopic, message: proposal, ttlSeconds: ttl(params), tag: TAG_PROPOSE_REQUEST })
    return true
  },
  wc_approveSession: (hub, client, raw) => {
    const params = asParams(raw)
    const pairingTopic = text(params, 'pairingTopic')
    const sessionTopic = text(params, 'sessionTopic')
    const response = text(params, 'sessionProposalResponse')
    const settle = text(params, 'sessionSettlementRequest')
    const ttlSeconds = ttl(params)
    // sign-client 2.25 subscribes the wallet to the session topic with skipSubscribe: the relay does it.
    hub.subscribe(client, sessionTopic)
    hub.publish(client, { topic: pairingTopic, message: response, ttlSeconds, tag: TAG_PROPOSE_RESPONSE })
    hub.publish(client, { topic: sessionTopic, message: settle, ttlSeconds, tag: TAG_SETTLE_REQUEST })
    return true
  },
}

/**
 * Answers one JSON-RPC frame from `client`: runs a relay method and returns the response text,
 * records an acknowledgement (returns undefined), or returns a JSON-RPC error (-32601 unknown
 * method, -32602 bad params) while the socket stays up.
 *
 * @example
 * const reply = handleRelayRequest(hub, client, frame) // '{"jsonrpc":"2.0","id":"175…","result":true}'
 * if (reply) socket.send(reply)
 */
export function handleRelayRequest(hub: RelayHub, client: RelayClient, frame: RpcFrame): string | undefined {
  if (frame.method === undefined) {
    if (typeof frame.id === 'number') hub.ack(client, frame.id)
    return undefined
  }
  const handler = Object.hasOwn(handlers, frame.method) ? handlers[frame.method] : undefined
  if (!handler) return formatError(frame.idJson, -32601, `Method not found: ${frame.method}`)
  try {
    return formatResult(frame.idJson, handler(hub, client, frame.params))
  } catch (error) {
    if (error instanceof InvalidParams) return formatError(frame.idJson, -32602, `Invalid params for ${frame.method}: ${error.message}`)
    if (error instanceof RelayLimitError) return formatError(frame.idJson, error.code, `Limit exceeded: ${error.message}`)
    return formatError(frame.idJson, -32603, `Internal error: ${(error as Error).message}`)
  }
}
