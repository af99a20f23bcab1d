import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'
import { describeStorageContract, testSession } from './internal/describeStorageContract'

describeStorageContract('memory', async () => createMemoryStorage(), false)

describe('memory storage across a reload', () => {
  it('a new memory storage (the reloaded page) starts empty', async () => {
    const first = createMemoryStorage()
    await first.putSession(testSession('p1', 'u1'))
    expect(await createMemoryStorage().getSession('p1')).toBeUndefined()
  })
})
