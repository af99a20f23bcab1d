import { describe, expect, it } from 'vitest'
import { polkadot, westend } from '../networks/networks'
import { isPayloadOfChain } from './isPayloadOfChain'

const POLKADOT_GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
const KUSAMA_GENESIS = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'

describe('isPayloadOfChain', () => {
  it('takes a payload of the named chain, in either case', () => {
    expect(isPayloadOfChain(POLKADOT_GENESIS, polkadot.caipNetworkId)).toBe(true)
    expect(isPayloadOfChain(POLKADOT_GENESIS.toUpperCase().replace('0X', '0x'), polkadot.caipNetworkId)).toBe(true)
  })

  it('attacker: refuses a payload of another chain (Kusama, Westend) asked for on Polkadot, and anything that is not a genesis hash', () => {
    expect(isPayloadOfChain(KUSAMA_GENESIS, polkadot.caipNetworkId)).toBe(false)
    expect(isPayloadOfChain(POLKADOT_GENESIS, westend.caipNetworkId)).toBe(false)
    expect(isPayloadOfChain(undefined, polkadot.caipNetworkId)).toBe(false)
    expect(isPayloadOfChain('0x', polkadot.caipNetworkId)).toBe(false)
    expect(isPayloadOfChain(POLKADOT_GENESIS, 'polkadot:')).toBe(false)
    expect(isPayloadOfChain(POLKADOT_GENESIS, 'eip155:1')).toBe(false)
  })
})
