import { describe, expect, it } from 'vitest'
import { Mailbox, RelayLimitError } from './Mailbox'

const A = 'did:key:zA'
const B = 'did:key:zB'

describe('Mailbox', () => {
  it('keeps a message for its TTL only', () => {
    const box = new Mailbox()
    box.add({ topic: 't', message: 'm', ttlSeconds: 10, tag: 1, publisher: A, now: 1_000 })
    expect(box.pendingFor('t', B, 10_999)).toHaveLength(1)
    expect(box.pendingFor('t', B, 11_000)).toHaveLength(0)
    expect(box.prune(11_000)).toBe(1)
    expect(box.size).toBe(0)
  })

  it('skips the publisher and whoever acknowledged, oldest first for the rest', () => {
    const box = new Mailbox()
    const first = box.add({ topic: 't', message: 'one', ttlSeconds: 60, tag: 1, publisher: A }).entry
    box.add({ topic: 't', message: 'two', ttlSeconds: 60, tag: 1, publisher: A })
    expect(box.pendingFor('t', A)).toEqual([])
    box.markAcked(first.seq, B)
    expect(box.pendingFor('t', B).map((m) => m.message)).toEqual(['two'])
  })

  it('treats a re-publish of the same payload as the same message', () => {
    const box = new Mailbox()
    const a = box.add({ topic: 't', message: 'm', ttlSeconds: 60, tag: 1, publisher: A })
    const b = box.add({ topic: 't', message: 'm', ttlSeconds: 60, tag: 1, publisher: A })
    expect(b).toMatchObject({ duplicate: true, entry: a.entry })
    expect(box.size).toBe(1)
  })
})

describe('Mailbox quotas', () => {
  const limits = { maxMessageChars: 10, maxTtlSeconds: 60, maxTopicMessages: 2, maxTopicChars: 15, maxPublisherChars: 25, maxTotalChars: 40 }
  const add = (box: Mailbox, topic: string, message: string, publisher = 'p', now = 0) => box.add({ topic, message, ttlSeconds: 3600, tag: 1, publisher, now })
  it('refuses what is too big or too much, frees quota when messages expire, and caps TTL', () => {
    const box = new Mailbox(limits)
    expect(() => add(box, 't', 'x'.repeat(11))).toThrow(RelayLimitError)
    add(box, 't', 'a')
    add(box, 't', 'b')
    expect(() => add(box, 't', 'c')).toThrow(/topic mailbox full/)
    add(box, 'u', 'x'.repeat(10))
    add(box, 'v', 'x'.repeat(10))
    expect(() => add(box, 'w', 'x'.repeat(10))).toThrow(/publisher quota/)
    add(box, 'w', 'x'.repeat(10), 'q')
    expect(() => add(box, 'z', 'x'.repeat(10), 'r')).toThrow(/relay mailbox full/)
    expect(box.pendingFor('t', 'other', 59_000)).toHaveLength(2)
    expect(box.pendingFor('t', 'other', 61_000)).toHaveLength(0)
    expect(box.prune(61_000)).toBe(5)
    expect(box.chars).toBe(0)
    add(box, 't', 'c', 'p', 61_000)
  })
})
