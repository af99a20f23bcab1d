import { describe, expect, it } from 'vitest'
import type { DecodedPolkadotPayload } from '../../polkadot/decodePolkadotPayload'
import { polkadotOutflows } from './polkadotOutflows'

const decoded = (pallet: string, call: string, args: DecodedPolkadotPayload['args'], tip = '0', assetId: string | null = null): DecodedPolkadotPayload => ({ address: '5G', pallet, call, args, nonce: 0, tip, mortalFor: 64, mortalFrom: 960, assetId, mode: 0, specVersion: 1, transactionVersion: 1, genesisHash: '0x00', blockHash: '0x00', signingBytes: new Uint8Array() })
const dest = { name: 'dest', type: 'MultiAddress', value: '{"Id":"5F"}' }

describe('polkadotOutflows', () => {
  it('reads a balances transfer’s value in planck, as the decoder renders it, plus the tip', () => {
    expect(polkadotOutflows(decoded('balances', 'transferKeepAlive', [dest, { name: 'value', type: 'Compact<Balance>', value: '10,000,000,000' }], '5'))).toEqual([{ amount: 10_000_000_000n }, { amount: 5n }])
    expect(polkadotOutflows(decoded('balances', 'transferAllowDeath', [dest, { name: 'value', type: 'Compact<Balance>', value: '7' }]))).toEqual([{ amount: 7n }, { amount: 0n }])
  })

  it('attacker: any other call, transferAll, or an amount it can’t read can’t be priced', () => {
    expect(polkadotOutflows(decoded('balances', 'transferAll', [dest, { name: 'keep_alive', type: 'bool', value: 'false' }]))).toEqual([{ unpriced: expect.stringContaining('transferAll') }, { amount: 0n }])
    expect(polkadotOutflows(decoded('utility', 'batchAll', []))).toEqual([{ unpriced: expect.stringContaining('utility.batchAll') }, { amount: 0n }])
    expect(polkadotOutflows(decoded('balances', 'transferKeepAlive', [dest, { name: 'value', type: 'Compact<Balance>', value: '1.5 DOT' }]))).toEqual([{ unpriced: expect.any(String) }, { amount: 0n }])
  })

  it('attacker: a large tip counts whatever the call, and a tip in another asset can’t be priced', () => {
    expect(polkadotOutflows(decoded('system', 'remark', [{ name: 'remark', type: 'Bytes', value: '0x01' }], '10000000000000'))).toContainEqual({ amount: 10_000_000_000_000n })
    expect(polkadotOutflows(decoded('balances', 'transferKeepAlive', [dest, { name: 'value', type: 'Compact<Balance>', value: '1' }], '500', '{"parents":0}'))).toEqual([{ amount: 1n }, { unpriced: expect.stringContaining('asset') }])
  })
})
