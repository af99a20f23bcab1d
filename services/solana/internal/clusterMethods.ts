import type { RpcHandler } from './accountMethods'
import type { LocalLedger } from './LocalLedger'
import { rpcParams } from './rpcParams'

/** Blocks a blockhash is reported valid for after it is handed out, as on the clusters. */
const BLOCKHASH_VALID_BLOCKS = 150

/**
 * The cluster-level methods of Solana's RPC: blockhash (with its last valid block height),
 * blockhash validity, slot and block height (one block per slot, no skipped slots), epoch info,
 * version, genesis hash (the cluster identity, see README.md), health and the recent
 * prioritization fees wallets ask for (always zero here: nothing competes for block space).
 *
 * @example
 * clusterMethods(ledger, { genesisHash, version: '1.5.0' }).getGenesisHash!([])
 */
export function clusterMethods(ledger: LocalLedger, identity: { genesisHash: string; version: string }): Record<string, RpcHandler> {
  const ctx = { slot: () => ledger.slot }
  const context = () => ({ slot: ledger.slot, apiVersion: '2.2.0' })
  return {
    getLatestBlockhash: (params) => {
      rpcParams.config(params[0], ctx)
      return { context: context(), value: { blockhash: ledger.blockhash(), lastValidBlockHeight: ledger.slot + BLOCKHASH_VALID_BLOCKS } }
    },
    isBlockhashValid: (params) => {
      const blockhash = rpcParams.pubkey(params[0])
      rpcParams.config(params[1], ctx)
      return { context: context(), value: blockhash === ledger.blockhash() }
    },
    getSlot: (params) => {
      rpcParams.config(params[0], ctx)
      return ledger.slot
    },
    getBlockHeight: (params) => {
      rpcParams.config(params[0], ctx)
      return ledger.slot
    },
    getEpochInfo: (params) => {
      rpcParams.config(params[0], ctx)
      const slotsInEpoch = Number(ledger.svm.getEpochSchedule().slotsPerEpoch)
      return {
        absoluteSlot: ledger.slot,
        blockHeight: ledger.slot,
        epoch: Math.floor(ledger.slot / slotsInEpoch),
        slotIndex: ledger.slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: ledger.transactionCount,
      }
    },
    getVersion: () => ({ 'solana-core': `litesvm-${identity.version}`, 'feature-set': 0 }),
    getGenesisHash: () => identity.genesisHash,
    getHealth: () => 'ok',
    getRecentPrioritizationFees: () => [{ slot: ledger.slot, prioritizationFee: 0 }],
  }
}
