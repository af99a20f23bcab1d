/**
 * Why the embedded wallet will not sign a PSBT: `UNREADABLE` (not a PSBT), `NO_SUCH_INPUT` (an
 * index past the inputs), `NOT_OWN_ADDRESS` (a signer that is not the visitor's), `NOT_OWN_INPUT`
 * (the input does not spend the named address, or states no witness UTXO), `SIGHASH` (a sighash
 * other than ALL / ALL|ANYONECANPAY), `AMOUNT_MISMATCH` (the witness UTXO is not the coin the
 * chain holds), `PREVIOUS_TX_MISMATCH` (the full previous transaction disagrees), `NEGATIVE_FEE`.
 */
export type PsbtRefusalCode = 'UNREADABLE' | 'NO_SUCH_INPUT' | 'NOT_OWN_ADDRESS' | 'NOT_OWN_INPUT' | 'SIGHASH' | 'AMOUNT_MISMATCH' | 'PREVIOUS_TX_MISMATCH' | 'NEGATIVE_FEE'

const REASONS: Readonly<Record<PsbtRefusalCode, (index: number) => string>> = {
  UNREADABLE: () => 'The PSBT could not be read',
  NO_SUCH_INPUT: (i) => `The PSBT has no input ${i}`,
  NOT_OWN_ADDRESS: (i) => `Input ${i} is to be signed by an address that is not this wallet's`,
  NOT_OWN_INPUT: (i) => `Input ${i} does not spend the address named to sign it`,
  SIGHASH: (i) => `Input ${i} asks for a sighash other than ALL or ALL|ANYONECANPAY`,
  AMOUNT_MISMATCH: (i) => `Input ${i} states another amount or script than the coin it spends holds on the chain`,
  PREVIOUS_TX_MISMATCH: (i) => `Input ${i}'s previous transaction does not match its witness UTXO`,
  NEGATIVE_FEE: () => 'The outputs spend more than the inputs hold',
}

/**
 * One reason a PSBT is refused, with the input it is about (-1 for the whole PSBT). The approval
 * shows it in words; the signer throws the first one as invalid params.
 *
 * @example
 * throw new PsbtRefusal('SIGHASH', 0)
 */
export class PsbtRefusal extends Error {
  readonly code: PsbtRefusalCode
  readonly index: number
  constructor(code: PsbtRefusalCode, index: number) {
    super(REASONS[code](index))
    this.name = 'PsbtRefusal'
    this.code = code
    this.index = index
  }
}
