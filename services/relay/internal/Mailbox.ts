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

/**
 * The relay's per-topic store: every published message stays for its TTL so a client that
 * subscribes later (the wallet after the proposal, the dapp after the approval) still gets it.
 * A message is skipped for its publisher and for whoever already acknowledged it.
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
  private nextSeq = 1

  /** Stores a message; a re-publish of the same topic and payload returns the stored one. */
  add({ topic, message, ttlSeconds, tag, publisher, now = Date.now() }: MailboxAdd): { entry: MailboxMessage; duplicate: boolean } {
    const list = this.topics.get(topic) ?? []
    const existing = list.find((m) => m.message === message && m.expiresAt > now)
    if (existing) return { entry: existing, duplicate: true }
    const entry: MailboxMessage = {
      seq: this.nextSeq++,
      topic,
      message,
      tag,
      publishedAt: now,
      expiresAt: now + ttlSeconds * 1000,
      publisher,
      ackedBy: new Set(),
    }
    list.push(entry)
    this.topics.set(topic, list)
    this.bySeq.set(entry.seq, entry)
    return { entry, duplicate: false }
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
      for (const m of list) if (m.expiresAt <= now) this.bySeq.delete(m.seq)
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
}
