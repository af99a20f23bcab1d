import { Address, OutScript, RawTx, SigHash, Transaction } from '@scure/btc-signer'
import { bytesToHex } from '@noble/hashes/utils.js'
import { bitcoinNetworkParams, type BitcoinNetworkKind } from './bitcoinNetworkParams'
import { PsbtRefusal, type PsbtRefusalCode } from './PsbtRefusal'
import type { PrevoutFact } from './checkPrevouts'
import { estimateSignedVsize } from './estimateSignedVsize'

/** The sighash types the embedded wallet signs with; anything else (NONE, SINGLE: the outputs are then not all committed to) is refused. */
export const ALLOWED_SIGHASH: readonly number[] = [SigHash.DEFAULT, SigHash.ALL, SigHash.ALL_ANYONECANPAY]

/** One of the visitor's own addresses, and what it is for. */
export interface OwnBitcoinAddress {
  address: string
  purpose: 'payment' | 'ordinals'
}

/** Which inputs an address is asked to sign (the dapp's `signInputs`); none named means every input spending an own address. */
export interface PsbtSignRequest {
  address: string
  indexes: readonly number[]
}

export interface PsbtInputView {
  index: number
  /** The coin it spends. */
  txid: string
  vout: number
  /** Whose coin, as its previous output's script reads (undefined for a script without an address). */
  address?: string
  /** Its amount in sats: the chain's when the chain was asked, else the PSBT's own statement. */
  amount?: bigint
  /** Set when it spends one of the visitor's addresses. */
  own?: 'payment' | 'ordinals'
  /** Set when the visitor's key signs it. */
  sign?: { address: string; sighash: number; sighashName: string; nonDefault: boolean }
  /** The chain's word on this coin: matches the PSBT, or not found (the amount is then the site's word). */
  chain?: 'confirmed' | 'unknown'
}

export interface PsbtOutputView {
  index: number
  /** The address it pays (undefined for OP_RETURN and other scripts without one). */
  address?: string
  /** The script in hex, for an output with no address. */
  script: string
  amount: bigint
  /** Set when it goes back to one of the visitor's addresses. */
  own?: 'payment' | 'ordinals'
}

/** Everything the approval shows of a PSBT, and everything the wallet checks before signing it. */
export interface PsbtDescription {
  inputs: PsbtInputView[]
  outputs: PsbtOutputView[]
  /** Sum of the inputs, undefined when an input states no amount. */
  totalIn?: bigint
  totalOut: bigint
  /** What the miners get: inputs minus outputs (undefined when an input's amount is unknown). */
  fee?: bigint
  /** The signed transaction's size estimate in vbytes (undefined for an input of a kind not estimated). */
  vsize?: number
  /** sat/vB, from `fee` and `vsize`. */
  feeRate?: number
  /** What the visitor spends: their inputs minus what comes back to them. */
  spent?: bigint
  /** Why the wallet will not sign it (empty: it may). */
  refusals: PsbtRefusal[]
}

/**
 * Reads a PSBT the way the embedded wallet will sign it, for the approval and for the signer's
 * own checks, so what is shown is what is signed: each input (coin, owner, amount, whether the
 * visitor's key signs it and with which sighash), each output (address, amount, whether it comes
 * back to the visitor), the fee, the fee rate over the signed size, and the refusals. Amounts
 * are the chain's when `prevouts` (checkPrevouts) are given: a PSBT whose witness UTXO states
 * another amount or script than the coin it spends (the classic fee lie), whose full previous
 * transaction disagrees with it, whose fee is negative, or that asks for a sighash other than
 * ALL / ALL|ANYONECANPAY, or an own-address signature on an input that is not theirs, is refused.
 *
 * @example
 * const view = describePsbt(psbtBytes, 'regtest', [{ address: 'bcrt1q…', purpose: 'payment' }], [])
 * view.fee // 1000n
 */
export function describePsbt(psbt: Uint8Array, network: BitcoinNetworkKind, own: readonly OwnBitcoinAddress[], requests: readonly PsbtSignRequest[], prevouts?: ReadonlyMap<number, PrevoutFact>): PsbtDescription {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true })
  } catch {
    throw new PsbtRefusal('UNREADABLE', -1)
  }
  const params = bitcoinNetworkParams(network)
  const addressOf = (script: Uint8Array): string | undefined => {
    try {
      return Address(params).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const ownOf = (address: string | undefined) => own.find((o) => o.address === address)?.purpose
  const refusals: PsbtRefusal[] = []
  const refuse = (code: PsbtRefusalCode, index: number) => refusals.push(new PsbtRefusal(code, index))

  // Which inputs are signed, by which address: the dapp's list, else every input of an own address.
  const signer = new Map<number, string>()
  for (const { address, indexes } of requests) {
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) refuse('NO_SUCH_INPUT', index)
      else signer.set(index, address)
    }
  }

  const inputs: PsbtInputView[] = []
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const txid = bytesToHex(input.txid!)
    const vout = input.index!
    const stated = input.witnessUtxo
    let amount = stated?.amount
    let script = stated?.script
    if (input.nonWitnessUtxo) {
      // The full previous transaction: its id must be the coin's txid and its output the witness UTXO.
      const prev = input.nonWitnessUtxo
      const prevTx = Transaction.fromRaw(RawTx.encode(prev), { allowUnknownOutputs: true })
      const out = prevTx.id === txid && vout < prevTx.outputsLength ? prevTx.getOutput(vout) : undefined
      if (!out?.script || out.amount === undefined) refuse('PREVIOUS_TX_MISMATCH', index)
      else if (stated && (stated.amount !== out.amount || !equal(stated.script, out.script))) refuse('PREVIOUS_TX_MISMATCH', index)
      else {
        amount = out.amount
        script = out.script
      }
    }
    const fact = prevouts?.get(index)
    let chain: PsbtInputView['chain']
    if (fact?.state === 'found') {
      if (amount !== fact.amount || !script || !equal(script, fact.script)) refuse('AMOUNT_MISMATCH', index)
      amount = fact.amount
      script = fact.script
      chain = 'confirmed'
    } else if (fact?.state === 'missing') chain = 'unknown'
    const address = script ? addressOf(script) : undefined
    const mine = ownOf(address)
    if (requests.length === 0 && mine && address) signer.set(index, address)
    const signing = signer.get(index)
    let sign: PsbtInputView['sign']
    if (signing !== undefined) {
      if (!own.some((o) => o.address === signing)) refuse('NOT_OWN_ADDRESS', index)
      else if (!stated || address !== signing) refuse('NOT_OWN_INPUT', index)
      const sighash = input.sighashType ?? SigHash.DEFAULT
      if (!ALLOWED_SIGHASH.includes(sighash)) refuse('SIGHASH', index)
      sign = { address: signing, sighash, sighashName: sighashName(sighash), nonDefault: sighash !== SigHash.DEFAULT && sighash !== SigHash.ALL }
    }
    inputs.push({ index, txid, vout, ...(address ? { address } : {}), ...(amount !== undefined ? { amount } : {}), ...(mine ? { own: mine } : {}), ...(sign ? { sign } : {}), ...(chain ? { chain } : {}) })
  }

  const outputs: PsbtOutputView[] = []
  for (let index = 0; index < tx.outputsLength; index++) {
    const out = tx.getOutput(index)
    const address = out.script ? addressOf(out.script) : undefined
    const mine = ownOf(address)
    outputs.push({ index, ...(address ? { address } : {}), script: out.script ? bytesToHex(out.script) : '', amount: out.amount ?? 0n, ...(mine ? { own: mine } : {}) })
  }

  const totalOut = outputs.reduce((sum, o) => sum + o.amount, 0n)
  const known = inputs.every((i) => i.amount !== undefined)
  const totalIn = known ? inputs.reduce((sum, i) => sum + i.amount!, 0n) : undefined
  const fee = totalIn === undefined ? undefined : totalIn - totalOut
  if (fee !== undefined && fee < 0n) refuse('NEGATIVE_FEE', -1)
  const vsize = estimateSignedVsize(tx, inputs.map((i) => i.sign?.sighash))
  const feeRate = fee !== undefined && vsize !== undefined && fee >= 0n ? Number(fee) / vsize : undefined
  const ownIn = inputs.filter((i) => i.own)
  const spent = ownIn.every((i) => i.amount !== undefined) ? ownIn.reduce((s, i) => s + i.amount!, 0n) - outputs.filter((o) => o.own).reduce((s, o) => s + o.amount, 0n) : undefined
  return {
    inputs,
    outputs,
    ...(totalIn !== undefined ? { totalIn } : {}),
    totalOut,
    ...(fee !== undefined ? { fee } : {}),
    ...(vsize !== undefined ? { vsize } : {}),
    ...(feeRate !== undefined ? { feeRate } : {}),
    ...(spent !== undefined ? { spent } : {}),
    refusals,
  }
}

/** A sighash type's name as Bitcoin Core writes it. */
export function sighashName(sighash: number): string {
  if (sighash === SigHash.DEFAULT) return 'DEFAULT'
  const base = ['', 'ALL', 'NONE', 'SINGLE'][sighash & 0x1f] ?? `0x${sighash.toString(16)}`
  return sighash & 0x80 ? `${base}|ANYONECANPAY` : base || `0x${sighash.toString(16)}`
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
