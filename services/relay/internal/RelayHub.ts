import { createHash } from 'node:crypto'
import { escapeLogField } from '../../internal/escapeLogField'
import type { Mailbox, MailboxMessage } from './Mailbox'

/** One open websocket, as the hub sees it. */
export interface RelayClient {
  /** Short per-socket number for logs. */
  connId: number
  /** JWT `iss` (the client's did:key): the same client across reconnects. */
  identity: string
  send: (text: string) => void
  topics: Set<string>
  /** Delivery request id → mailbox sequence, until the client acks. */
  awaitingAck: Map<number, number>
}

export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
}

/** Short forms keep log lines readable: topics and keys are 64 and 56 characters long. */
export function shortId(value: string): string {
  return escapeLogField(value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value)
}

/**
 * Routing core of the relay: who is subscribed to which topic, delivery of `irn_subscription`
 * requests (live and from the mailbox), and acknowledgements. It never delivers a message to
 * the identity that published it.
 *
 * @example
 * const hub = new RelayHub(new Mailbox(), console.log)
 * hub.subscribe(wallet, topic)           // delivers anything already stored for `topic`
 * hub.publish(dapp, { topic, message, ttlSeconds: 300, tag: 1100 })
 */
export class RelayHub {
  private readonly subscribers = new Map<string, Set<RelayClient>>()
  private nextDeliveryId = Date.now() * 1000

  constructor(
    private readonly mailbox: Mailbox,
    private readonly log: (line: string) => void,
  ) {}

  /** Subscribes `client` to `topic`, delivers what the mailbox holds for it, returns the subscription id. */
  subscribe(client: RelayClient, topic: string): string {
    const set = this.subscribers.get(topic) ?? new Set<RelayClient>()
    set.add(client)
    this.subscribers.set(topic, set)
    client.topics.add(topic)
    const pending = this.mailbox.pendingFor(topic, client.identity)
    for (const entry of pending) this.deliver(client, entry)
    this.log(`c${client.connId} subscribe topic=${shortId(topic)} mailbox=${pending.length}`)
    return createHash('sha256').update(topic).digest('hex')
  }

  /** Removes `client` from `topic`. */
  unsubscribe(client: RelayClient, topic: string): void {
    this.subscribers.get(topic)?.delete(client)
    if (this.subscribers.get(topic)?.size === 0) this.subscribers.delete(topic)
    client.topics.delete(topic)
    this.log(`c${client.connId} unsubscribe topic=${shortId(topic)}`)
  }

  /** Stores a message and delivers it to every subscriber but its publisher; returns how many got it live. */
  publish(client: RelayClient, input: PublishInput): number {
    const { entry, duplicate } = this.mailbox.add({ ...input, publisher: client.identity })
    let live = 0
    for (const other of this.subscribers.get(input.topic) ?? []) {
      if (other.identity === client.identity || entry.ackedBy.has(other.identity)) continue
      this.deliver(other, entry)
      live++
    }
    const dup = duplicate ? ' (repeat)' : ''
    this.log(`c${client.connId} publish topic=${shortId(input.topic)} tag=${escapeLogField(input.tag)} ttl=${escapeLogField(input.ttlSeconds)}s live=${live}${dup}`)
    return live
  }

  /** Marks the delivery `deliveryId` as received by `client`. */
  ack(client: RelayClient, deliveryId: number): boolean {
    const seq = client.awaitingAck.get(deliveryId)
    if (seq === undefined) return false
    client.awaitingAck.delete(deliveryId)
    this.mailbox.markAcked(seq, client.identity)
    return true
  }

  /** Messages `client` has not seen on `topics`, marked as received (for `irn_batchFetchMessages`). */
  fetch(client: RelayClient, topics: string[]): MailboxMessage[] {
    const out = topics.flatMap((t) => this.mailbox.pendingFor(t, client.identity))
    for (const m of out) this.mailbox.markAcked(m.seq, client.identity)
    return out
  }

  /** Forgets a closed socket; unacknowledged messages stay in the mailbox for its next connection. */
  drop(client: RelayClient): void {
    for (const topic of client.topics) {
      this.subscribers.get(topic)?.delete(client)
      if (this.subscribers.get(topic)?.size === 0) this.subscribers.delete(topic)
    }
    client.topics.clear()
    client.awaitingAck.clear()
  }

  private deliver(client: RelayClient, entry: MailboxMessage): void {
    const id = this.nextDeliveryId++
    client.awaitingAck.set(id, entry.seq)
    const params = {
      id: createHash('sha256').update(entry.topic).digest('hex'),
      data: {
        topic: entry.topic,
        message: entry.message,
        publishedAt: entry.publishedAt,
        // An empty attestation makes the receiving client skip its verify-server lookup.
        attestation: '',
        tag: entry.tag,
      },
    }
    client.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))
  }
}
