import type { BitcoinPsbtParams } from '../params'
import { namedObject, refuse } from './decoders'

/**
 * Decodes signPsbt's `{ psbt, signInputs?, broadcast? }`: the PSBT must be a base64 string (its
 * contents are read by the approval and the wallet, with the same reading); else -32602. The
 * other fields go on untouched.
 *
 * @example
 * decodeBitcoinPsbt({ psbt: 'cHNidP8B…', signInputs: [{ address, index: [0] }] }).psbt
 */
export function decodeBitcoinPsbt(params: unknown): BitcoinPsbtParams {
  const named = namedObject('signPsbt', params)
  if (typeof named.psbt !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(named.psbt)) refuse('signPsbt needs { psbt: base64 }')
  return named as BitcoinPsbtParams
}
