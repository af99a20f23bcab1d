import { hexToBytes } from '@noble/hashes/utils.js'
import { Transaction } from '@scure/btc-signer'

/** What the chain says of the coin one input spends: its amount and script, or that it does not know it (or could not be asked). */
export type PrevoutFact = { state: 'found'; amount: bigint; script: Uint8Array } | { state: 'missing' }

/** The one call checkPrevouts needs: GET a path of the network's Esplora API (the operator's endpoint). */
export type EsploraGet = (path: string) => Promise<unknown>

interface EsploraTx {
  vout?: { value?: unknown; scriptpubkey?: unknown }[]
}

/**
 * Asks the network (its Esplora API) for the coin each input of a PSBT spends, so the approval
 * and the signer use the chain's amounts and scripts instead of the PSBT's own statement (a
 * witness UTXO is the dapp's word: a lower amount there hides a fee, BIP-143 only commits to the
 * signed input's own amount). One request per distinct previous transaction; a transaction the
 * chain does not know (or a failed read) reads as `missing`, which the approval shows.
 *
 * @example
 * const facts = await checkPrevouts(psbtBytes, (path) => esploraCall(url, path))
 * facts.get(0) // { state: 'found', amount: 200000n, script: … }
 */
export async function checkPrevouts(psbt: Uint8Array, get: EsploraGet): Promise<Map<number, PrevoutFact>> {
  const tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true })
  const ids = new Map<string, Promise<EsploraTx | undefined>>()
  const facts = new Map<number, PrevoutFact>()
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const txid = Array.from(input.txid!, (b) => b.toString(16).padStart(2, '0')).join('')
    if (!ids.has(txid)) ids.set(txid, get(`/tx/${txid}`).then((answer) => (answer && typeof answer === 'object' ? (answer as EsploraTx) : undefined), () => undefined))
    const prev = await ids.get(txid)!
    const out = prev?.vout?.[input.index!]
    if (out && Number.isSafeInteger(out.value) && typeof out.scriptpubkey === 'string' && /^([0-9a-f]{2})*$/.test(out.scriptpubkey)) {
      facts.set(index, { state: 'found', amount: BigInt(out.value as number), script: hexToBytes(out.scriptpubkey) })
    } else facts.set(index, { state: 'missing' })
  }
  return facts
}
