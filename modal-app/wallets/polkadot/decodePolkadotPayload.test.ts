import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot'
import { u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, cryptoWaitReady, sr25519PairFromSeed, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkMortalBirth } from './checkMortalBirth'
import { decodePolkadotPayload } from './decodePolkadotPayload'
import { PolkadotPayloadError } from './PolkadotPayloadError'

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

  it('shows the tip and the mortal era the key signs, and signs exactly them', () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.balances!.transferKeepAlive!({ Id: to }, 1n)
    const era = registry.createType('ExtrinsicEra', { current: 1000, period: 64 }).toHex()
    const payload = payloadOf(call.toHex(), { tip: '0x0000000000000000000000003b9aca00', era, blockNumber: '0x000003e8', blockHash: `0x${'ee'.repeat(32)}` })
    const decoded = decodePolkadotPayload(payload, metadata.toHex(), { decimals: 10, symbol: 'DOT' })
    expect(decoded).toMatchObject({ tip: '1000000000', mortalFor: 64, mortalFrom: 1000, assetId: null, mode: 0 })
    const expected = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
    expect(u8aToHex(decoded.signingBytes)).toBe(u8aToHex(expected))
    // The signed bytes carry that tip: the compact of 1 DOT / 10 right after the era and the nonce.
    expect(u8aToHex(decoded.signingBytes)).toContain(u8aToHex(u8aConcat(registry.createType('ExtrinsicEra', era).toU8a(), registry.createType('Compact<Index>', 7).toU8a(), registry.createType('Compact<Balance>', 1_000_000_000n).toU8a())).slice(2))
  })

  it("attacker: a mortal era shown from a block whose hash isn't the one signed is refused (-32602); the signed start passes, an immortal payload reads nothing", async () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.balances!.transferKeepAlive!({ Id: to }, 1n)
    const era = registry.createType('ExtrinsicEra', { current: 1000, period: 64 }).toHex()
    // The chain's blocks: 1000's hash is 0xee…; the dapp signs the hash of block 40 (0x28…, the same phase) and claims block 1000.
    const hashes: Record<number, `0x${string}`> = { 1000: `0x${'ee'.repeat(32)}`, 40: `0x${'28'.repeat(32)}` }
    const asked: unknown[] = []
    const chain = async (method: string, params: unknown[]) => (asked.push([method, ...params]), method === 'chain_getBlockHash' ? (hashes[params[0] as number] ?? null) : undefined)
    const honest = decodePolkadotPayload(payloadOf(call.toHex(), { era, blockNumber: '0x000003e8', blockHash: hashes[1000] }), metadata.toHex())
    await expect(checkMortalBirth(chain, honest)).resolves.toBeUndefined()
    expect(asked).toEqual([['chain_getBlockHash', 1000]])
    const forged = decodePolkadotPayload(payloadOf(call.toHex(), { era, blockNumber: '0x000003e8', blockHash: hashes[40] }), metadata.toHex())
    expect(forged.mortalFrom).toBe(1000)
    const refusal = await checkMortalBirth(chain, forged).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(PolkadotPayloadError)
    expect(refusal).toMatchObject({ code: -32602 })
    // A block the chain doesn't have yet is no start either.
    await expect(checkMortalBirth(async () => null, honest)).rejects.toBeInstanceOf(PolkadotPayloadError)
    asked.length = 0
    await checkMortalBirth(chain, decodePolkadotPayload(payloadOf(call.toHex()), metadata.toHex()))
    expect(asked).toEqual([])
  })

  it('attacker: refuses a method with bytes after the call (a hidden era, nonce and large tip the runtime would read)', () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.balances!.transferKeepAlive!({ Id: to }, 1n)
    // The junk a runtime would take for the signed extras: immortal era, nonce 7, a 1,000 DOT tip.
    const junk = u8aConcat(new Uint8Array([0]), registry.createType('Compact<Index>', 7).toU8a(), registry.createType('Compact<Balance>', 10_000_000_000_000n).toU8a())
    expect(() => decodePolkadotPayload(payloadOf(u8aToHex(u8aConcat(call.toU8a(), junk))), metadata.toHex())).toThrow(PolkadotPayloadError)
    expect(() => decodePolkadotPayload(payloadOf(u8aToHex(u8aConcat(call.toU8a(), junk))), metadata.toHex())).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('attacker: refuses a payload whose signed extensions are not the chain’s, since they decide which fields are signed', () => {
    const decorated = expandMetadata(registry, metadata)
    const call = decorated.tx.system!.remark!('0x01').toHex()
    const withoutTip = registry.signedExtensions.filter((name) => name !== 'ChargeTransactionPayment')
    expect(() => decodePolkadotPayload(payloadOf(call, { signedExtensions: withoutTip }), metadata.toHex())).toThrow(expect.objectContaining({ code: -32602 }))
    // Without a list, the metadata's is used: the same bytes as a payload naming the chain's own.
    const { signedExtensions: _omitted, ...bare } = payloadOf(call, { tip: '0x05' })
    expect(u8aToHex(decodePolkadotPayload(bare as SignerPayloadJSON, metadata.toHex()).signingBytes)).toBe(u8aToHex(decodePolkadotPayload(payloadOf(call, { tip: '0x05' }), metadata.toHex()).signingBytes))
  })
})
