import { describe, expect, it } from 'vitest'
import { Mailbox } from './Mailbox'

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
