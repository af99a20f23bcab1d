import { hexToU8a, isHex, u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { POLKADOT_PROPERTIES } from './loadPolkadotRuntime'
import { STANDIN_FEE, type PolkadotBlock, type PolkadotChain } from './PolkadotChain'
import { PolkadotRpcError } from './PolkadotRpcError'

export type PolkadotRpcHandler = (params: unknown[]) => unknown

type Hex = `0x${string}`

/** How many history entries `airlock_accountHistory` returns at most. */
const MAX_HISTORY = 100

function header(block: PolkadotBlock): Record<string, unknown> {
  return { parentHash: block.parentHash, number: `0x${block.number.toString(16)}`, stateRoot: block.stateRoot, extrinsicsRoot: block.extrinsicsRoot, digest: { logs: [] } }
}

function publicKeyOf(address: unknown): Hex {
  if (typeof address !== 'string') throw new PolkadotRpcError(-32602, 'Invalid params: an SS58 address or a 32-byte hex account id is required')
  try {
    return u8aToHex(decodeAddress(address)) as Hex
  } catch {
    throw new PolkadotRpcError(-32602, `Invalid params: '${address.slice(0, 80)}' is not an SS58 address`)
  }
}

/**
 * The JSON-RPC methods of the local Polkadot stand-in: the ones `@polkadot/api` (over HTTP)
 * and signing wallets read (`rpc_methods`, `system_*`, `chain_*`, `state_getMetadata`,
 * `state_getRuntimeVersion`, `state_getStorage` for `System.Account`, `system_accountNextIndex`),
 * `author_submitExtrinsic`, and `airlock_accountHistory`, which a real node does not have (an
 * indexer's job) and the account view reads here.
 *
 * @example
 * polkadotRpcMethods(chain).system_chain([]) // 'Polkadot'
 */
export function polkadotRpcMethods(chain: PolkadotChain): Record<string, PolkadotRpcHandler> {
  const blockOf = (at: unknown): PolkadotBlock => {
    if (at === undefined || at === null) return chain.head
    const block = typeof at === 'string' ? chain.blockByHash(at) : undefined
    if (!block) throw new PolkadotRpcError(4003, `Client error: UnknownBlock: Header was not found in the local chain (${String(at).slice(0, 80)})`)
    return block
  }
  const methods: Record<string, PolkadotRpcHandler> = {
    system_chain: () => 'Polkadot',
    system_name: () => 'Airlock local Polkadot stand-in',
    system_version: () => '1.0.0',
    system_chainType: () => 'Live',
    system_properties: () => ({ ...POLKADOT_PROPERTIES }),
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    system_accountNextIndex: ([address]) => chain.nonceOf(publicKeyOf(address)),
    chain_getBlockHash: ([at]) => {
      if (at === undefined || at === null) return chain.head.hash
      const number = typeof at === 'number' ? at : typeof at === 'string' && isHex(at) ? Number.parseInt(at, 16) : Number.NaN
      if (!Number.isInteger(number) || number < 0) throw new PolkadotRpcError(-32602, 'Invalid params: a block number')
      return chain.blockAt(number)?.hash ?? null
    },
    chain_getHeader: ([at]) => header(blockOf(at)),
    chain_getFinalizedHead: () => chain.head.hash,
    chain_getBlock: ([at]) => {
      const block = blockOf(at)
      return { block: { header: header(block), extrinsics: block.extrinsics }, justifications: null }
    },
    state_getMetadata: ([at]) => {
      blockOf(at)
      return chain.runtime.metadataHex
    },
    state_getRuntimeVersion: ([at]) => {
      blockOf(at)
      return chain.runtime.runtimeVersion
    },
    state_getStorage: ([key, at]) => {
      blockOf(at)
      if (typeof key !== 'string' || !isHex(key)) throw new PolkadotRpcError(-32602, 'Invalid params: a hex storage key')
      // Only System.Account is kept; its key ends with the account id (Blake2_128Concat).
      const prefix = chain.accountKey(('0x' + '00'.repeat(32)) as Hex).slice(0, 2 + 64)
      if (!key.toLowerCase().startsWith(prefix) || hexToU8a(key).length !== 32 + 16 + 32) return null
      return chain.accountInfo(('0x' + key.slice(-64).toLowerCase()) as Hex)
    },
    // What `api.query` sends over HTTP: the values of several keys at one block.
    state_queryStorageAt: ([keys, at]) => {
      const block = blockOf(at)
      if (!Array.isArray(keys) || keys.length > 1000) throw new PolkadotRpcError(-32602, 'Invalid params: a list of storage keys')
      return [{ block: block.hash, changes: keys.map((key) => [key, methods.state_getStorage!([key])]) }]
    },
    state_call: ([name, data, at]) => {
      blockOf(at)
      const { registry, metadata } = chain.runtime
      // The runtime calls clients make before signing: which metadata versions exist, the metadata, and the fee.
      if (name === 'Metadata_metadata_versions') return registry.createType('Vec<u32>', [metadata.version]).toHex()
      if (name === 'Metadata_metadata_at_version' && typeof data === 'string' && isHex(data)) {
        const asked = registry.createType('u32', hexToU8a(data)).toNumber()
        return asked === metadata.version ? registry.createType('Option<OpaqueMetadata>', metadata.toU8a()).toHex() : '0x00'
      }
      if (name === 'TransactionPaymentApi_query_info' && typeof data === 'string' && isHex(data)) {
        return registry.createType('RuntimeDispatchInfoV2', { weight: { refTime: 0, proofSize: 0 }, class: 'Normal', partialFee: STANDIN_FEE }).toHex()
      }
      throw new PolkadotRpcError(-32601, `The local stand-in does not run the runtime call ${String(name).slice(0, 80)}`)
    },
    author_submitExtrinsic: ([hex]) => {
      if (typeof hex !== 'string' || !isHex(hex)) throw new PolkadotRpcError(-32602, 'Invalid params: a hex-encoded extrinsic')
      return chain.submit(hex)
    },
    airlock_accountHistory: ([address, limit]) => {
      const n = limit === undefined ? 20 : Number(limit)
      if (!Number.isInteger(n) || n < 1 || n > MAX_HISTORY) throw new PolkadotRpcError(-32602, `Invalid params: limit is 1 to ${MAX_HISTORY}`)
      // History is kept under Polkadot's prefix 0; an address in any other SS58 format names the same account.
      return chain.historyOf(encodeAddress(publicKeyOf(address), 0), n)
    },
  }
  methods.rpc_methods = () => ({ methods: Object.keys(methods).sort() })
  return methods
}
