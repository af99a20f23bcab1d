import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types'
import type { ChainProperties } from '@polkadot/types/interfaces'
import type { DecoratedMeta } from '@polkadot/types/metadata/decorate/types'
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot'

/** The token the chain counts in, as Polkadot's `system_properties` answer it. */
export const POLKADOT_PROPERTIES = { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } as const

/** What the stand-in knows of the runtime it plays: the types, the calls, the constants. */
export interface PolkadotRuntime {
  registry: TypeRegistry
  metadata: Metadata
  /** Storage keys, calls and constants derived from the metadata. */
  decorated: DecoratedMeta
  /** `state_getMetadata`'s answer: the metadata as the runtime would return it. */
  metadataHex: `0x${string}`
  /** `state_getRuntimeVersion`'s answer, read from the metadata's own `System.Version` constant. */
  runtimeVersion: { specName: string; implName: string; authoringVersion: number; specVersion: number; implVersion: number; apis: [string, number][]; transactionVersion: number; stateVersion: number }
  /** Balances.ExistentialDeposit in planck. */
  existentialDeposit: bigint
}

/**
 * Loads the real Polkadot relay-chain metadata that `@polkadot/types-support` ships into a
 * `@polkadot/types` registry: every extrinsic the stand-in receives is decoded against it, and
 * the runtime version and existential deposit are the metadata's own constants, so what a
 * signer reads from `state_getRuntimeVersion` matches what the metadata says.
 *
 * @example
 * const runtime = loadPolkadotRuntime()
 * runtime.registry.createType('Extrinsic', hex).method.section // 'balances'
 */
export function loadPolkadotRuntime(): PolkadotRuntime {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, staticPolkadot)
  registry.setMetadata(metadata)
  registry.setChainProperties(registry.createType('ChainProperties', POLKADOT_PROPERTIES) as unknown as ChainProperties)
  const decorated = expandMetadata(registry, metadata)
  const version = decorated.consts.system!.version!.toJSON() as unknown as PolkadotRuntime['runtimeVersion']
  const apis = (version.apis as unknown as [string, number][]).map(([id, v]) => [id, v] as [string, number])
  return {
    registry,
    metadata,
    decorated,
    metadataHex: metadata.toHex(),
    runtimeVersion: { specName: version.specName, implName: version.implName, authoringVersion: version.authoringVersion, specVersion: version.specVersion, implVersion: version.implVersion, apis, transactionVersion: version.transactionVersion, stateVersion: version.stateVersion ?? 1 },
    existentialDeposit: BigInt(decorated.consts.balances!.existentialDeposit!.toString()),
  }
}
