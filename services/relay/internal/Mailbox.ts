/** One published message, kept until its TTL runs out. */
export interface MailboxMessage {
  seq: number
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Identity (JWT `iss`) of the publisher: never delivered back to it. */
  publisher: string
  /** Identities that acknowledged a delivery; they don't get it again. */
  ackedBy: Set<string>
}

export interface MailboxAdd {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  publisher: string
  now?: number
}

/** A publish the relay refuses because a quota is full (answered as JSON-RPC -32005). */
export class RelayLimitError extends Error {
  readonly code = -32005
  override name = 'RelayLimitError'
}

/** How much the mailbox holds at most; each limit answers a publish with RelayLimitError. */
export interface MailboxLimits {
  /** Largest message, in characters. */
  maxMessageChars: number
  /** Longest a message is kept, whatever TTL it asked for. */
  maxTtlSeconds: number
  /** Messages and characters one topic may hold. */
  maxTopicMessages: number
  maxTopicChars: number
  /** Characters one publisher may have stored across topics. */
  maxPublisherChars: number
  /** Characters the whole mailbox may hold. */
  maxTotalChars: number
}

/** Generous for WalletConnect (its messages are a few KB and live minutes to days), small for abuse. */
export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  maxMessageChars: 64 * 1024,
  maxTtlSeconds: 30 * 24 * 3600,
  maxTopicMessages: 200,
  maxTopicChars: 1024 * 1024,
  maxPublisherChars: 2 * 1024 * 1024,
  maxTotalChars: 64 * 1024 * 1024,
}

/**
 * The relay's per-topic store: every published message stays for its TTL so a client that
 * subscribes later (the wallet after the proposal, the dapp after the approval) still gets it.
 * A message is skipped for its publisher and for whoever already acknowledged it. Quotas per
 * message, topic, publisher and in all bound its memory; expired messages are pruned.
 *
 * @example
 * const box = new Mailbox()
 * box.add({ topic: 't', message: 'm', ttlSeconds: 300, tag: 1100, publisher: 'did:key:zA' })
 * box.pendingFor('t', 'did:key:zB').length // 1
 * box.pendingFor('t', 'did:key:zA').length // 0
 */
export class Mailbox {
  private readonly topics = new Map<string, MailboxMessage[]>()
  private readonly bySeq = new Map<number, MailboxMessage>()
  private readonly charsByPublisher = new Map<string, number>()
  private readonly charsByTopic = new Map<string, number>()
  private totalChars = 0
  private nextSeq = 1

  constructor(private readonly limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS) {}

  /** Stores a message; a re-publish of the same topic and payload returns the stored one. */
  add({ topic, message, ttlSeconds, tag, publisher, now = Date.now() }: MailboxAdd): { entry: MailboxMessage; duplicate: boolean } {
    const list = this.topics.get(topic) ?? []
    const existing = list.find((m) => m.message === message && m.expiresAt > now)
    if (existing) return { entry: existing, duplicate: true }
    const size = message.length
    const { maxMessageChars, maxTopicMessages, maxTopicChars, maxPublisherChars, maxTotalChars, maxTtlSeconds } = this.limits
    if (size > maxMessageChars) throw new RelayLimitError(`message too large (${size} > ${maxMessageChars} characters)`)
    if (list.length >= maxTopicMessages || (this.charsByTopic.get(topic) ?? 0) + size > maxTopicChars) {
      this.prune(now)
      if ((this.topics.get(topic)?.length ?? 0) >= maxTopicMessages || (this.charsByTopic.get(topic) ?? 0) + size > maxTopicChars) throw new RelayLimitError('topic mailbox full')
    }
    if ((this.charsByPublisher.get(publisher) ?? 0) + size > maxPublisherChars) throw new RelayLimitError('publisher quota exceeded')
    if (this.totalChars + size > maxTotalChars) throw new RelayLimitError('relay mailbox full')
    const entry: MailboxMessage = {
      seq: this.nextSeq++,
      topic,
      message,
      tag,
      publishedAt: now,
      expiresAt: now + Math.min(ttlSeconds, maxTtlSeconds) * 1000,
      publisher,
      ackedBy: new Set(),
    }
    list.push(entry)
    this.topics.set(topic, list)
    this.bySeq.set(entry.seq, entry)
    this.count(entry, 1)
    return { entry, duplicate: false }
  }

  private count(m: MailboxMessage, sign: 1 | -1): void {
    const size = sign * m.message.length
    this.totalChars += size
    this.charsByTopic.set(m.topic, (this.charsByTopic.get(m.topic) ?? 0) + size)
    this.charsByPublisher.set(m.publisher, (this.charsByPublisher.get(m.publisher) ?? 0) + size)
    if (this.charsByTopic.get(m.topic) === 0) this.charsByTopic.delete(m.topic)
    if (this.charsByPublisher.get(m.publisher) === 0) this.charsByPublisher.delete(m.publisher)
  }

  /** Live messages on `topic` that `clientId` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, clientId: string, now = Date.now()): MailboxMessage[] {
    return (this.topics.get(topic) ?? []).filter(
      (m) => m.expiresAt > now && m.publisher !== clientId && !m.ackedBy.has(clientId),
    )
  }

  /** Records that `clientId` acknowledged message `seq`. */
  markAcked(seq: number, clientId: string): void {
    this.bySeq.get(seq)?.ackedBy.add(clientId)
  }

  /** Drops expired messages; returns how many went. */
  prune(now = Date.now()): number {
    let dropped = 0
    for (const [topic, list] of this.topics) {
      const live = list.filter((m) => m.expiresAt > now)
      for (const m of list) {
        if (m.expiresAt > now) continue
        this.bySeq.delete(m.seq)
        this.count(m, -1)
      }
      dropped += list.length - live.length
      if (live.length) this.topics.set(topic, live)
      else this.topics.delete(topic)
    }
    return dropped
  }

  /** Number of stored messages (expired ones included until the next prune). */
  get size(): number {
    return this.bySeq.size
  }

  /** Characters stored in all. */
  get chars(): number {
    return this.totalChars
  }
}
