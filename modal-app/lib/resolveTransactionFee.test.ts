import { describe, expect, it } from 'vitest'
import { resolveTransactionFee } from './resolveTransactionFee'

const GWEI = 1_000_000_000n
const hex = (n: bigint) => `0x${n.toString(16)}`

describe('resolveTransactionFee', () => {
  it("signs a dapp's gas price as legacy, and its max fee is the limit (the dapp's or the estimate) times that price", () => {
    expect(resolveTransactionFee({ gasPrice: hex(50_000n * GWEI) }, { gasEstimate: 21_000n })).toEqual({ type: 'legacy', gas: 21_000n, gasPrice: 50_000n * GWEI, maxFee: 21_000n * 50_000n * GWEI, priced: true })
    // Without the chain's estimate the limit isn't known, so no max fee is claimed.
    expect(resolveTransactionFee({ gasPrice: hex(GWEI) })).toMatchObject({ type: 'legacy', gas: undefined, maxFee: undefined, priced: true })
  })

  it("bounds an EIP-1559 request by the dapp's cap, or twice the base fee plus the tip", () => {
    expect(resolveTransactionFee({ gas: '0x5208', maxFeePerGas: hex(30n * GWEI) }).maxFee).toBe(21_000n * 30n * GWEI)
    expect(resolveTransactionFee({ maxPriorityFeePerGas: hex(5n * GWEI) }, { gasEstimate: 21_000n, baseFeePerGas: 10n * GWEI })).toEqual({ type: 'eip1559', gas: 21_000n, maxFeePerGas: 25n * GWEI, maxPriorityFeePerGas: 5n * GWEI, maxFee: 21_000n * 25n * GWEI, priced: true })
    expect(resolveTransactionFee({}, { gasEstimate: 21_000n, baseFeePerGas: 10n * GWEI })).toMatchObject({ type: 'eip1559', maxFeePerGas: 21n * GWEI, maxPriorityFeePerGas: GWEI, priced: false })
  })

  it("signs legacy on a chain without a base fee, at the dapp's cap or the chain's price", () => {
    expect(resolveTransactionFee({ gas: '0x5208', maxFeePerGas: hex(3n * GWEI) }, { baseFeePerGas: undefined })).toMatchObject({ type: 'legacy', gasPrice: 3n * GWEI, maxFee: 21_000n * 3n * GWEI })
    expect(resolveTransactionFee({ gas: '0x5208' }, { gasPrice: 2n * GWEI })).toMatchObject({ type: 'legacy', gasPrice: 2n * GWEI })
  })

  it('attacker: refuses a gas price beside EIP-1559 fields, and a fee field that is no quantity (-32602)', () => {
    expect(() => resolveTransactionFee({ gas: '0x5208', maxFeePerGas: hex(GWEI), gasPrice: hex(50_000n * GWEI) })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => resolveTransactionFee({ gasPrice: hex(GWEI), maxPriorityFeePerGas: '0x1' })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => resolveTransactionFee({ gasPrice: '50000 gwei' })).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
