import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { passkeyOwnerAbi } from '../../shared/aa/passkeyOwnerAbi'
import { decodePasskeyOwnerCall } from './decodePasskeyOwnerCall'

const x = `0x${'1a'.repeat(32)}` as const
const y = `0x${'2b'.repeat(32)}` as const

describe('decodePasskeyOwnerCall', () => {
  it('reads an add and a remove with the public key', () => {
    expect(decodePasskeyOwnerCall(encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] }))).toEqual({ kind: 'add', x, y })
    expect(decodePasskeyOwnerCall(encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'removePasskeyOwner', args: [x, y] }))).toEqual({ kind: 'remove', x, y })
  })

  it('leaves anything else (a transfer, a longer call, no data) to the hex', () => {
    expect(decodePasskeyOwnerCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [x.slice(0, 42) as `0x${string}`, 1n] }))).toBeUndefined()
    expect(decodePasskeyOwnerCall(`${encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] })}00`)).toBeUndefined()
    expect(decodePasskeyOwnerCall('0x')).toBeUndefined()
  })
})
