import { Address, OutScript, selectUTXO, type Transaction } from '@scure/btc-signer'
import { InvalidParamsError } from '../errors/ProviderRpcError'
import { bitcoinNetworkParams, type BitcoinNetworkKind } from './bitcoinNetworkParams'

/** The confirmation target (blocks) whose fee rate a transfer pays. */
export const TRANSFER_TARGET = '3'

/** The `data.reason` of the error for coins that do not cover the amount and its fee (the approval says so in the visitor's language). */
export const TOO_LITTLE = 'TOO_LITTLE'

/** A coin of the payment address as the network's Esplora API lists it (`/address/:a/utxo`). */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

export interface BitcoinTransferPlan {
  /** The unsigned transaction: the chosen coins of the payment address, the recipient's output, change back to the payment address. */
  tx: Transaction
  recipientAddress: string
  /** Satoshis to the recipient. */
  amount: bigint
  /** Satoshis the network keeps: the coins spent minus every output. */
  fee: bigint
  /** The rate the coins were chosen at, in sat/vB. */
  feePerByte: bigint
}

/**
 * The `sendTransfer` the visitor approves, as a transaction: checks the request (`amount` whole
 * satoshis above zero, `recipientAddress` an address of the network), then chooses coins of the
 * payment address with `@scure/btc-signer`'s `selectUTXO` at the network's 3-block fee rate (at
 * least 1 sat/vB), change back to the payment address. The approval shows this plan's fee and the
 * embedded wallet signs this plan, so both read the same numbers from the same coins. Throws
 * `InvalidParamsError` for a bad request or too few coins (`data.reason` {@link TOO_LITTLE}).
 *
 * @example
 * const plan = planBitcoinTransfer({ network: 'regtest', payment, recipientAddress, amount: '150000', utxos, feeEstimates })
 * plan.fee // 141n at 1 sat/vB
 */
export function planBitcoinTransfer(input: { network: BitcoinNetworkKind; payment: string; recipientAddress: unknown; amount: unknown; utxos: readonly EsploraUtxo[]; feeEstimates: Readonly<Record<string, number>> }): BitcoinTransferPlan {
  const network = bitcoinNetworkParams(input.network)
  const recipient = input.recipientAddress
  const raw = typeof input.amount === 'number' ? String(input.amount) : input.amount
  if (typeof raw !== 'string' || !/^[1-9]\d*$/.test(raw)) throw new InvalidParamsError({ message: 'amount is a whole number of satoshis' })
  if (typeof recipient !== 'string') throw new InvalidParamsError({ message: 'sendTransfer needs { recipientAddress, amount }' })
  try {
    Address(network).decode(recipient)
  } catch {
    throw new InvalidParamsError({ message: 'recipientAddress is not an address of this network' })
  }
  const amount = BigInt(raw)
  const script = OutScript.encode(Address(network).decode(input.payment))
  const feePerByte = BigInt(Math.max(1, Math.ceil(input.feeEstimates[TRANSFER_TARGET] ?? 1)))
  const coins = input.utxos.map((u) => ({ txid: u.txid, index: u.vout, witnessUtxo: { script, amount: BigInt(u.value) } }))
  const selected = selectUTXO(coins, [{ address: recipient, amount }], 'default', { changeAddress: input.payment, feePerByte, bip69: false, createTx: true, network })
  if (!selected?.tx) throw new InvalidParamsError({ message: 'The payment address holds too little for this amount and its fee', data: { reason: TOO_LITTLE } })
  return { tx: selected.tx, recipientAddress: recipient, amount, fee: selected.tx.fee, feePerByte }
}
