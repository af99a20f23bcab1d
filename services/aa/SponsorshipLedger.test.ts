import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSponsorshipLedger, type SponsorshipBooking } from './SponsorshipLedger'

const SENDER = '0x1111111111111111111111111111111111111111'
const caps = { perSender: 100n, perProject: 150n, periodSeconds: 3600 }
let n = 0
const booking = (over: Partial<SponsorshipBooking> = {}): SponsorshipBooking => ({
  projectId: 'p',
  chainId: 1,
  sender: SENDER,
  nonce: BigInt(n++),
  userOpHash: `0x${(n).toString(16).padStart(64, '0')}`,
  cost: 40n,
  validUntil: 1_000,
  fromBlock: 1n,
  ...over,
})

describe('the sponsorship ledger', () => {
  it("stops a sender at its cap and a project at its cap, within the period only", () => {
    let t = 1_000_000
    const ledger = openSponsorshipLedger(':memory:', () => t)
    ledger.book(booking(), caps)
    ledger.book(booking(), caps)
    expect(() => ledger.book(booking(), caps)).toThrow(expect.objectContaining({ code: -32001, reason: 'senderCap', message: 'Gas sponsorship limit reached for this account. Try again later.' }))
    ledger.book(booking({ sender: '0x2222222222222222222222222222222222222222' }), caps)
    expect(() => ledger.book(booking({ sender: '0x3333333333333333333333333333333333333333' }), caps)).toThrow(expect.objectContaining({ reason: 'projectCap' }))
    expect(ledger.spent('p', SENDER, 3600)).toEqual({ sender: 80n, project: 120n })
    t += 3601 * 1000
    ledger.book(booking(), caps)
    expect(ledger.spent('p', SENDER, 3600)).toEqual({ sender: 40n, project: 40n })
  })

  it('keeps the larger cost when a pending nonce is signed again (either one may land), and settles to what landed', () => {
    const ledger = openSponsorshipLedger(':memory:')
    ledger.book(booking({ nonce: 7n, cost: 90n }), caps)
    // A cheap re-signature of the same nonce does not lower the booking an attacker could still use.
    ledger.book(booking({ nonce: 7n, cost: 10n }), caps)
    expect(ledger.spent('p', SENDER, 3600).sender).toBe(90n)
    const [pending] = ledger.pending(1, 10)
    ledger.settle(pending!.id, 25n)
    expect(ledger.spent('p', SENDER, 3600).sender).toBe(25n)
    expect(ledger.pending(1, 10)).toEqual([])
  })

  it('pins one sender per user and project', () => {
    const ledger = openSponsorshipLedger(':memory:')
    expect(ledger.claimSender('p', 'u', SENDER)).toBe(true)
    expect(ledger.claimSender('p', 'u', SENDER.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(true)
    expect(ledger.claimSender('p', 'u', '0x2222222222222222222222222222222222222222')).toBe(false)
    expect(ledger.claimSender('q', 'u', '0x2222222222222222222222222222222222222222')).toBe(true)
  })

  it('books atomically across two connections to the same file: two services racing never pass the cap together', () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-ledger-'))
    try {
      const a = openSponsorshipLedger(join(dir, 'paymaster.sqlite'))
      const b = openSponsorshipLedger(join(dir, 'paymaster.sqlite'))
      a.book(booking({ cost: 60n }), caps)
      expect(() => b.book(booking({ cost: 60n }), caps)).toThrow(expect.objectContaining({ reason: 'senderCap' }))
      expect(b.spent('p', SENDER, 3600).sender).toBe(60n)
      a.close()
      b.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
