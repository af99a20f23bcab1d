import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot'
import { u8aToHex } from '@polkadot/util'
import { blake2AsU8a, cryptoWaitReady, sr25519PairFromSeed, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodePolkadotPayload, PolkadotPayloadError } from './decodePolkadotPayload'

const GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
let registry: TypeRegistry
let metadata: Metadata
let specVersion: number
let transactionVersion: number
let from: string
let to: string

function payloadOf(method: string, extra: Partial<SignerPayloadJSON> = {}): SignerPayloadJSON {
  return {
    address: from,
    blockHash: GENESIS,
    blockNumber: '0x00000000',
    era: '0x00',
    genesisHash: GENESIS,
    method,
    nonce: '0x00000007',
    specVersion: `0x${specVersion.toString(16).padStart(8, '0')}`,
    tip: '0x00000000000000000000000000000000',
    transactionVersion: `0x${transactionVersion.toString(16).padStart(8, '0')}`,
    signedExtensions: registry.signedExtensions,
    version: 4,
    ...extra,
  }
}

beforeAll(async () => {
  await cryptoWaitReady()
  registry = new TypeRegistry()
  metadata = new Metadata(registry, staticPolkadot)
  registry.setMetadata(metadata)
  const version = expandMetadata(registry, metadata).consts.system!.version! as unknown as { specVersion: { toNumber(): number }; transactionVersion: { toNumber(): number } }
  specVersion = version.specVersion.toNumber()
  transactionVersion = version.transactionVersion.toNumber()
  from = encodeAddress(sr25519PairFromSeed(new Uint8Array(32).fill(1)).publicKey, 0)
  to = encodeAddress(sr25519PairFromSeed(new Uint8Array(32).fill(2)).publicKey, 0)
})

describe('decodePolkadotPayload', () => {
  it('names the pallet, the call and its arguments, and gives the bytes a runtime checks', () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.balances!.transferKeepAlive!({ Id: to }, 12_345_000_000n)
    const payload = payloadOf(call.toHex())
    const decoded = decodePolkadotPayload(payload, metadata.toHex(), { decimals: 10, symbol: 'DOT' })
    expect(decoded).toMatchObject({ address: from, pallet: 'balances', call: 'transferKeepAlive', nonce: 7, tip: '0', mortalFor: null, specVersion, transactionVersion, genesisHash: GENESIS })
    expect(decoded.args.map((a) => a.name)).toEqual(['dest', 'value'])
    expect(decoded.args[0]!.value).toContain(to)
    expect(decoded.args[1]!.value).toBe('1.2345 DOT')
    // The signed bytes are the runtime's: the payload's SCALE encoding (short payloads unhashed).
    const expected = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
    expect(u8aToHex(decoded.signingBytes)).toBe(u8aToHex(expected.length > 256 ? blake2AsU8a(expected, 256) : expected))
  })

  it('hashes a payload over 256 bytes and decodes nested calls', () => {
    const decorated = expandMetadata(registry, metadata)
    const remark = decorated.tx.system!.remark!('0x' + 'ab'.repeat(300))
    const batch = decorated.tx.utility!.batchAll!([remark])
    const decoded = decodePolkadotPayload(payloadOf(batch.toHex()), metadata.toHex())
    expect(decoded).toMatchObject({ pallet: 'utility', call: 'batchAll' })
    expect(decoded.args[0]!.value).toContain('remark')
    expect(decoded.signingBytes).toHaveLength(32)
  })

  it('refuses a payload for another spec version or a call the metadata does not have', () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.system!.remark!('0x01').toHex()
    expect(() => decodePolkadotPayload(payloadOf(call, { specVersion: '0x00000001' }), metadata.toHex())).toThrow(PolkadotPayloadError)
    expect(() => decodePolkadotPayload(payloadOf('0xff00'), metadata.toHex())).toThrow(PolkadotPayloadError)
  })
})
