import { Address, OutScript } from '@scure/btc-signer'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bip322ToSign } from './bip322ToSign'
import { witnessStack } from './witnessStack'
import { bitcoinNetworkParams, type BitcoinNetworkKind } from './bitcoinNetworkParams'
import { verifyInputSignatures } from './verifyInputSignatures'

/**
 * Whether a BIP-322 "simple" proof (base64 witness) signs `message` for `address`: the witness
 * is put on the `to_sign` transaction built for the address's script and checked as a spend of
 * it, with the same input check the local chain runs. P2WPKH and taproot key-path addresses;
 * anything else, or a malformed proof, is false.
 *
 * @example
 * verifyBip322('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello World', 'AkcwRAIg…', 'mainnet') // true
 */
export function verifyBip322(address: string, message: string, signature: string, network: BitcoinNetworkKind): boolean {
  try {
    const script = OutScript.encode(Address(bitcoinNetworkParams(network)).decode(address))
    const witness = witnessStack.decode(bytesBase64.decode(signature))
    const toSign = bip322ToSign(message, script)
    toSign.updateInput(0, { finalScriptWitness: witness }, true)
    verifyInputSignatures(toSign, [{ script, amount: 0n }])
    return true
  } catch {
    return false
  }
}
