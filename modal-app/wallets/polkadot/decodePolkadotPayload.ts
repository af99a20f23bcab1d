import { Metadata, TypeRegistry } from '@polkadot/types'
import type { RuntimeVersion } from '@polkadot/types/interfaces'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { blake2AsU8a } from '@polkadot/util-crypto'
import { formatUnits } from 'viem'

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
  /** Tip in planck (decimal string). */
  tip: string
  /** Blocks the extrinsic stays valid for, or null when it is immortal. */
  mortalFor: number | null
  specVersion: number
  transactionVersion: number
  genesisHash: string
  /**
   * The exact bytes the key signs: the SCALE payload (method, extras, additional signed), hashed
   * with blake2-256 when over 256 bytes, as a Substrate runtime checks it.
   */
  signingBytes: Uint8Array
}

/** Thrown when the payload does not decode against the metadata (wrong chain, bad bytes). */
export class PolkadotPayloadError extends Error {
  override name = 'PolkadotPayloadError'
  readonly code = 'POLKADOT_PAYLOAD_UNREADABLE'
}

/**
 * Decodes a `signPayload` request (the `SignerPayloadJSON` of `@polkadot/extension-inject`, or
 * WalletConnect's `polkadot_signTransaction` `transactionPayload`) against the chain's metadata
 * with `@polkadot/types`: the pallet, the call and its named arguments, nonce, tip, era and
 * versions, and the bytes that will be signed, built from the same decoded payload, so what the
 * visitor reads is what the key signs. Throws {@link PolkadotPayloadError} when the call does not
 * exist in the metadata or the payload's versions are not the metadata's.
 *
 * @example
 * const decoded = decodePolkadotPayload(payload, await rpc('state_getMetadata'), { decimals: 10, symbol: 'DOT' })
 * decoded.pallet // 'balances'
 */
export function decodePolkadotPayload(payload: SignerPayloadJSON, metadataHex: string, token?: { decimals: number; symbol: string }): DecodedPolkadotPayload {
  try {
    const registry = new TypeRegistry()
    const metadata = new Metadata(registry, metadataHex as `0x${string}`)
    registry.setMetadata(metadata, payload.signedExtensions)
    const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, { version: payload.version })
    const method = registry.createType('Call', payload.method)
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
    return {
      address: payload.address,
      pallet: method.section,
      call: method.method,
      args,
      nonce: extrinsicPayload.nonce.toNumber(),
      tip: extrinsicPayload.tip.toBigInt().toString(),
      mortalFor: era.isMortalEra ? era.asMortalEra.period.toNumber() : null,
      specVersion: extrinsicPayload.specVersion.toNumber(),
      transactionVersion: extrinsicPayload.transactionVersion.toNumber(),
      genesisHash: extrinsicPayload.genesisHash.toHex(),
      signingBytes: encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded,
    }
  } catch (error) {
    if (error instanceof PolkadotPayloadError) throw error
    throw new PolkadotPayloadError(`The payload does not decode against the chain's metadata: ${(error as Error).message}`)
  }
}
