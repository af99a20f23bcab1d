import { Metadata, TypeRegistry } from '@polkadot/types'
import type { RuntimeVersion } from '@polkadot/types/interfaces'
import type { Codec, SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a, u8aEq } from '@polkadot/util'
import { blake2AsU8a } from '@polkadot/util-crypto'
import { formatUnits } from 'viem'
import { PolkadotPayloadError } from './PolkadotPayloadError'

/** One argument of a decoded call, as the approval lists it. */
export interface PolkadotCallArgument {
  /** The argument's name in the metadata (`dest`, `value`). */
  name: string
  /** Its type as the metadata names it (`MultiAddress`, `Compact<u128>`). */
  type: string
  /** Its value rendered for people by `@polkadot/types` (nested calls and structs as JSON text). */
  value: string
}

/** An extrinsic payload decoded against the chain's metadata: what the approval shows. */
export interface DecodedPolkadotPayload {
  address: string
  /** The pallet (section) and call, as the metadata names them: `balances`, `transferKeepAlive`. */
  pallet: string
  call: string
  args: PolkadotCallArgument[]
  nonce: number
  /** Tip in planck (decimal string), or in the fee asset's units when `assetId` names one. */
  tip: string
  /** Blocks the extrinsic stays valid for, or null when it is immortal. */
  mortalFor: number | null
  /** The block a mortal era starts at (its birth, from the era and the payload's block number), or null when immortal. */
  mortalFrom: number | null
  /** The block hash the payload signs: a mortal era's birth block (`checkMortalBirth` holds it to `mortalFrom`), else the genesis. */
  blockHash: string
  /** The asset the fee and tip are paid in (`ChargeAssetTxPayment`), as JSON text; null when the chain's token pays. */
  assetId: string | null
  /** `CheckMetadataHash`'s mode (0 off, 1 on), or null when the chain has no such extension. */
  mode: number | null
  specVersion: number
  transactionVersion: number
  genesisHash: string
  /**
   * The exact bytes the key signs: the SCALE payload (method, extras, additional signed), hashed
   * with blake2-256 when over 256 bytes, as a Substrate runtime checks it.
   */
  signingBytes: Uint8Array
}

/**
 * Decodes a `signPayload` request (the `SignerPayloadJSON` of `@polkadot/extension-inject`, or
 * WalletConnect's `polkadot_signTransaction` `transactionPayload`) against the chain's metadata
 * with `@polkadot/types`: the pallet, the call and its named arguments, nonce, tip, era and
 * versions, and the bytes that will be signed, built from the same decoded payload, so what the
 * visitor reads is what the key signs. The decode is exact: the signed extensions are the
 * metadata's (a payload naming another list is refused, since the list decides which fields the
 * signed bytes carry), and `method` must be one call and nothing more (bytes after the call would
 * be signed too, and a runtime would read them as era, nonce and tip the screen never showed).
 * Throws {@link PolkadotPayloadError} (-32602) when the call does not exist in the metadata, has
 * trailing bytes, or the payload's versions or extensions are not the metadata's.
 *
 * @example
 * const decoded = decodePolkadotPayload(payload, await rpc('state_getMetadata'), { decimals: 10, symbol: 'DOT' })
 * decoded.pallet // 'balances'
 */
export function decodePolkadotPayload(payload: SignerPayloadJSON, metadataHex: string, token?: { decimals: number; symbol: string }): DecodedPolkadotPayload {
  try {
    const registry = new TypeRegistry()
    const metadata = new Metadata(registry, metadataHex as `0x${string}`)
    // The chain's own extension list: the dapp's list would decide which fields are signed.
    registry.setMetadata(metadata)
    if (payload.signedExtensions !== undefined && (!Array.isArray(payload.signedExtensions) || payload.signedExtensions.join() !== registry.signedExtensions.join())) {
      throw new PolkadotPayloadError(`The payload names signed extensions (${String(payload.signedExtensions)}) the chain does not use (${registry.signedExtensions.join()})`)
    }
    const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, { version: payload.version })
    if (typeof payload.method !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(payload.method)) throw new PolkadotPayloadError('The payload\'s method must be hex bytes')
    const method = registry.createType('Call', hexToU8a(payload.method))
    // A Call decodes from the front and ignores what follows: the bytes the key signs as the
    // method (the payload's, verbatim) must be this call's encoding exactly.
    if (!u8aEq(method.toU8a(), extrinsicPayload.method.toU8a(true))) throw new PolkadotPayloadError('The payload\'s method is not exactly one call (bytes after it, or not in canonical form)')
    const expectedSpec = (metadata.asLatest.pallets.find((p) => p.name.toString() === 'System')?.constants.find((c) => c.name.toString() === 'Version'))
    if (expectedSpec) {
      const version = registry.createType('RuntimeVersion', expectedSpec.value) as unknown as RuntimeVersion
      if (version.specVersion.toNumber() !== extrinsicPayload.specVersion.toNumber()) throw new PolkadotPayloadError(`The payload is for spec version ${extrinsicPayload.specVersion.toNumber()}, the chain runs ${version.specVersion.toNumber()}`)
    }
    const args = method.meta.fields.map((field, i) => {
      const value = method.args[i]!
      const type = field.typeName.unwrapOr(value.toRawType()).toString()
      // Amounts (the metadata's Balance type names) read exactly in the network's token: 2 DOT, not 20,000,000,000.
      if (token && /Balance/.test(type) && /^\d+$/.test(value.toString())) return { name: field.name.unwrapOr(`${i}`).toString(), type, value: `${formatUnits(BigInt(value.toString()), token.decimals)} ${token.symbol}` }
      const human = value.toHuman()
      return { name: field.name.unwrapOr(`${i}`).toString(), type, value: typeof human === 'string' ? human : JSON.stringify(human) }
    })
    const encoded = extrinsicPayload.toU8a({ method: true })
    const era = extrinsicPayload.era
    // The era names its period and phase; the block it starts at follows from the block the payload was built at.
    if (era.isMortalEra && !/^0x[0-9a-fA-F]+$/.test(String(payload.blockNumber))) throw new PolkadotPayloadError('A mortal payload needs its block number')
    const mortalFrom = era.isMortalEra ? era.asMortalEra.birth(registry.createType('BlockNumber', payload.blockNumber).toBn()) : null
    const inner = extrinsicPayload.inner as unknown as { get(key: string): Codec | undefined }
    const asset = inner.get('assetId') as (Codec & { isSome?: boolean; unwrap?: () => Codec }) | undefined
    const mode = inner.get('mode')
    return {
      address: payload.address,
      pallet: method.section,
      call: method.method,
      args,
      nonce: extrinsicPayload.nonce.toNumber(),
      tip: extrinsicPayload.tip.toBigInt().toString(),
      mortalFor: era.isMortalEra ? era.asMortalEra.period.toNumber() : null,
      mortalFrom,
      assetId: asset?.isSome && asset.unwrap ? JSON.stringify(asset.unwrap().toJSON()) : null,
      mode: mode ? Number(mode.toString()) : null,
      specVersion: extrinsicPayload.specVersion.toNumber(),
      transactionVersion: extrinsicPayload.transactionVersion.toNumber(),
      genesisHash: extrinsicPayload.genesisHash.toHex(),
      blockHash: extrinsicPayload.blockHash.toHex(),
      signingBytes: encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded,
    }
  } catch (error) {
    if (error instanceof PolkadotPayloadError) throw error
    throw new PolkadotPayloadError(`The payload does not decode against the chain's metadata: ${(error as Error).message}`)
  }
}
