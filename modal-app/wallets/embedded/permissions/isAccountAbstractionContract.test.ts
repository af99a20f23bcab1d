import { describe, expect, it } from 'vitest'
import { isAccountAbstractionContract } from './isAccountAbstractionContract'

const target = '0x4444444444444444444444444444444444444444'
const answering = (result: unknown) => ({ request: async () => result }) as never
const failing = (error: unknown) => ({ request: async () => Promise.reject(error) }) as never

describe('isAccountAbstractionContract', () => {
  it('is true for a contract whose entryPoint() names the EntryPoint v0.7, false for anything else or a revert, and rejects when the chain does not answer', async () => {
    expect(await isAccountAbstractionContract(answering(`0x${'00'.repeat(12)}0000000071727de22e5e9d8baf0edac6f37da032`), target)).toBe(true)
    expect(await isAccountAbstractionContract(answering(`0x${'00'.repeat(12)}${'11'.repeat(20)}`), target)).toBe(false)
    expect(await isAccountAbstractionContract(answering('0x'), target)).toBe(false)
    expect(await isAccountAbstractionContract(failing({ code: 3, message: 'execution reverted' }), target)).toBe(false)
    await expect(isAccountAbstractionContract(failing(new Error('fetch failed')), target)).rejects.toThrow('fetch failed')
  })
})
