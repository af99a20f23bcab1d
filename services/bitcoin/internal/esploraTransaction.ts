import { bytesToHex } from '@noble/hashes/utils.js'
import { OutScript } from '@scure/btc-signer'
import type { BitcoinLedger, LedgerOutput, LedgerTransaction } from './BitcoinLedger'

/** A transaction in the JSON shape of an Esplora server's `/tx/:txid` (amounts in satoshis). */
export interface EsploraTransaction {
  txid: string
  version: number
  locktime: number
  vin: { txid: string; vout: number; prevout: EsploraOutput | null; scriptsig: string; witness: string[]; is_coinbase: boolean; sequence: number }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

const TYPE_NAMES: Record<string, string> = { wpkh: 'v0_p2wpkh', tr: 'v1_p2tr', pkh: 'p2pkh', sh: 'p2sh', wsh: 'v0_p2wsh', pk: 'p2pk', unknown: 'unknown' }

function esploraOutput(out: LedgerOutput): EsploraOutput {
  let type = 'unknown'
  try {
    type = TYPE_NAMES[OutScript.decode(out.script).type] ?? 'unknown'
  } catch {
    type = 'unknown'
  }
  return { scriptpubkey: bytesToHex(out.script), scriptpubkey_type: type, ...(out.address ? { scriptpubkey_address: out.address } : {}), value: Number(out.value) }
}

/**
 * A ledger transaction as Esplora shows it: inputs with the output they spend (`prevout`),
 * outputs with their address and type, the fee and the confirmation status, so wallets and the
 * modal's account view read the local chain as they read a public explorer's API.
 *
 * @example
 * reply.send(esploraTransaction(ledger, ledger.transaction(txid)!))
 */
export function esploraTransaction(ledger: BitcoinLedger, tx: LedgerTransaction): EsploraTransaction {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input) => {
      const prev = tx.coinbase ? undefined : ledger.output(input.txid, input.vout)
      return { txid: input.txid, vout: input.vout, prevout: prev ? esploraOutput(prev) : null, scriptsig: bytesToHex(input.scriptSig), witness: input.witness.map(bytesToHex), is_coinbase: tx.coinbase, sequence: input.sequence }
    }),
    vout: tx.outputs.map(esploraOutput),
    size: tx.raw.length,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: esploraStatus(tx),
  }
}

function esploraStatus(tx: LedgerTransaction): EsploraStatus {
  return tx.block ? { confirmed: true, block_height: tx.block.height, block_hash: tx.block.hash, block_time: tx.block.time } : { confirmed: false }
}
