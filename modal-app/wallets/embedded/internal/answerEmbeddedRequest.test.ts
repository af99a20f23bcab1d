import { parseTransaction, recoverTransactionAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerEmbeddedRequest, type ChainCall } from './answerEmbeddedRequest'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** A chain without EIP-1559 (no base fee in its blocks), recording what is sent. */
function legacyChain() {
  const sent: Hex[] = []
  const chain: ChainCall = async (method, params) => {
    if (method === 'eth_getTransactionCount') return '0x2'
    if (method === 'eth_estimateGas') return '0x5300'
    if (method === 'eth_getBlockByNumber') return { number: '0x1' }
    if (method === 'eth_gasPrice') return '0x77359400'
    if (method === 'eth_sendRawTransaction') return sent.push(params[0] as Hex), '0xhash'
    throw new Error(method)
  }
  return { chain, sent }
}

describe('answerEmbeddedRequest', () => {
  it('on a chain without a base fee, sends a legacy transaction with the chain\'s nonce, gas and gas price', async () => {
    const { chain, sent } = legacyChain()
    await answerEmbeddedRequest({ account: () => account, chainId: () => 8453, chain }, { method: 'eth_sendTransaction', params: [{ from: account.address, to: account.address, value: '0x10' }] })
    const tx = parseTransaction(sent[0]!)
    expect(tx).toMatchObject({ type: 'legacy', nonce: 2, gas: 0x5300n, gasPrice: 0x77359400n, value: 0x10n, chainId: 8453 })
    expect(await recoverTransactionAddress({ serializedTransaction: sent[0] as never })).toBe(account.address)
  })

  it('refuses a transaction from another address (4100) and answers eth_accounts / eth_chainId from its own state', async () => {
    const { chain, sent } = legacyChain()
    const deps = { account: () => account, chainId: () => 1, chain }
    await expect(answerEmbeddedRequest(deps, { method: 'eth_sendTransaction', params: [{ from: '0x0000000000000000000000000000000000000001', to: account.address }] })).rejects.toMatchObject({ code: 4100 })
    expect(sent).toEqual([])
    expect(await answerEmbeddedRequest(deps, { method: 'eth_accounts' })).toEqual([account.address])
    expect(await answerEmbeddedRequest(deps, { method: 'eth_chainId' })).toBe('0x1')
  })

  it('signed out, nothing is signed (4100)', async () => {
    await expect(answerEmbeddedRequest({ account: () => null, chainId: () => 1, chain: legacyChain().chain }, { method: 'personal_sign', params: ['0x00', account.address] })).rejects.toMatchObject({ code: 4100 })
  })

  it('attacker: a gas price beside maxFeePerGas is refused (-32602) before anything is signed', async () => {
    const { chain, sent } = legacyChain()
    const tx = { from: account.address, to: account.address, gas: '0x5208', maxFeePerGas: '0x3b9aca00', gasPrice: '0x2d79883d2000' }
    await expect(answerEmbeddedRequest({ account: () => account, chainId: () => 1, chain }, { method: 'eth_sendTransaction', params: [tx] })).rejects.toMatchObject({ code: -32602 })
    expect(sent).toEqual([])
  })

  it('a value or nonce that is set but no quantity is refused (-32602), never signed as 0 or as the chain\'s nonce', async () => {
    const { chain, sent } = legacyChain()
    const deps = { account: () => account, chainId: () => 1, chain }
    for (const odd of [{ value: '1000' }, { value: 1.5 }, { nonce: 'seven' }, { nonce: -1 }]) {
      await expect(answerEmbeddedRequest(deps, { method: 'eth_sendTransaction', params: [{ from: account.address, to: account.address, ...odd }] })).rejects.toMatchObject({ code: -32602 })
    }
    expect(sent).toEqual([])
  })

  it('tells beforeSign the max fee it signs, and a throw there signs nothing', async () => {
    const { chain, sent } = legacyChain()
    const seen: bigint[] = []
    const tx = { from: account.address, to: account.address, gasPrice: '0x2d79883d2000' }
    await answerEmbeddedRequest({ account: () => account, chainId: () => 1, chain, beforeSign: async (fee) => void seen.push(fee.maxFee!) }, { method: 'eth_sendTransaction', params: [tx] })
    const signed = parseTransaction(sent[0]!)
    expect(seen).toEqual([signed.gas! * signed.gasPrice!])
    await expect(answerEmbeddedRequest({ account: () => account, chainId: () => 1, chain, beforeSign: () => Promise.reject(new Error('second factor')) }, { method: 'eth_sendTransaction', params: [tx] })).rejects.toThrow('second factor')
    expect(sent).toHaveLength(1)
  })

})
