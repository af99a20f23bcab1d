import { describe, expect, it } from 'vitest'
import { AuthDatabase } from './AuthDatabase'
import { defaultAuthLimits } from './context'
import { countWrongGuess, lockoutRemainingMs } from './emailGuessLimit'

const MINUTE = 60_000

describe('countWrongGuess', () => {
  it('locks for 15 min, 1 h, 4 h, then 24 h as an address keeps reaching the hourly cap, and starts over after a quiet day', async () => {
    const db = AuthDatabase.open(':memory:')
    // A loose day cap, to see the hourly steps on their own.
    const limits = { ...defaultAuthLimits, guessesPerDay: 1_000 }
    let now = 0
    const burst = async () => {
      let lock = 0
      for (let i = 0; i < 10 && lock === 0; i++) lock = await countWrongGuess(db, limits, 'a@example.test', (now += 1_000))
      return lock
    }
    const locks = []
    for (let i = 0; i < 5; i++) {
      locks.push(await burst())
      expect(await lockoutRemainingMs(db, 'a@example.test', now)).toBe(locks[i])
      now += locks[i]! + 61 * MINUTE
    }
    expect(locks.map((ms) => ms / MINUTE)).toEqual([15, 60, 240, 1440, 1440])
    now += 25 * 60 * MINUTE
    expect(await burst()).toBe(15 * MINUTE)
    expect(await lockoutRemainingMs(db, 'b@example.test', now)).toBe(0)
    await db.close()
  })
})
