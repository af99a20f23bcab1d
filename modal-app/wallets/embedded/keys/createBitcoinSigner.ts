import { HDKey } from '@scure/bip32'
import { p2tr, p2wpkh, SigHash, Transaction, utils } from '@scure/btc-signer'
import { bytesToHex } from '@noble/hashes/utils.js'
import type { BitcoinAccount } from '../../../../shared/bitcoin/BitcoinAccount'
import { bitcoinNetworkParams, type BitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { signBip322 } from '../../../../shared/bitcoin/signBip322'
import { signBitcoinMessage } from '../../../../shared/bitcoin/signBitcoinMessage'
import { InvalidParamsError, UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import type { BitcoinSigner } from './BitcoinSigner'
import { EmbeddedKeyError } from './EmbeddedKeyError'

interface DerivedKey {
  account: BitcoinAccount
  privateKey: Uint8Array
  script: Uint8Array
  tapInternalKey?: Uint8Array
}

/** The sighash types an input may ask for; anything else (e.g. NONE, which lets anyone redirect the coins) is refused. */
const ALLOWED_SIGHASH = [SigHash.DEFAULT, SigHash.ALL, SigHash.ALL_ANYONECANPAY]

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/**
 * The embedded wallet's Bitcoin keys from the visitor's secp256k1 key: the secret is the BIP-32
 * seed (HMAC-SHA512 under "Bitcoin seed" makes the master key, so no Bitcoin key equals the EVM
 * key), payment at m/84'/c'/0'/0/0 and ordinals at m/86'/c'/0'/0/0 (c = 0 on mainnet, 1 on
 * testnet and regtest, as BIP-44 assigns). Nothing new is stored: the keys exist while the EVM
 * key is held, under its custody (split shares, sealed at rest, rebuilt only with the visitor's
 * own share or recovery code). The master key lives in this closure only; `drop()` wipes it and
 * the signer then refuses with `KEY_DROPPED`. PSBTs are signed with `@scure/btc-signer`.
 *
 * @example
 * const { signer, drop } = createBitcoinSigner(key.exportSecret())
 * signer.accounts('regtest')[0].address // 'bcrt1q…' (payment first)
 * drop()
 */
export function createBitcoinSigner(secret: Uint8Array): { signer: BitcoinSigner; drop(): void } {
  let master: HDKey | null = HDKey.fromMasterSeed(secret)
  const derive = (network: BitcoinNetworkKind): DerivedKey[] => {
    if (!master) throw new EmbeddedKeyError('KEY_DROPPED')
    const coin = network === 'mainnet' ? 0 : 1
    const params = bitcoinNetworkParams(network)
    const paymentPath = `m/84'/${coin}'/0'/0/0`
    const ordinalsPath = `m/86'/${coin}'/0'/0/0`
    const payment = master.derive(paymentPath)
    const ordinals = master.derive(ordinalsPath)
    const paymentOut = p2wpkh(payment.publicKey!, params)
    const internalKey = utils.pubSchnorr(ordinals.privateKey!)
    const ordinalsOut = p2tr(internalKey, undefined, params)
    return [
      { account: { address: paymentOut.address!, publicKey: bytesToHex(payment.publicKey!), purpose: 'payment', addressType: 'p2wpkh', path: paymentPath }, privateKey: payment.privateKey!, script: paymentOut.script },
      { account: { address: ordinalsOut.address!, publicKey: bytesToHex(internalKey), purpose: 'ordinals', addressType: 'p2tr', path: ordinalsPath }, privateKey: ordinals.privateKey!, script: ordinalsOut.script, tapInternalKey: internalKey },
    ]
  }
  const keyFor = (address: string, network: BitcoinNetworkKind): DerivedKey => {
    const key = derive(network).find((k) => k.account.address === address)
    if (!key) throw new UnauthorizedError()
    return key
  }
  const signer: BitcoinSigner = {
    accounts: (network) => derive(network).map((k) => ({ ...k.account })),
    signPsbt(psbt, network, inputs, finalize) {
      let tx: Transaction
      try {
        tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
      } catch {
        throw new InvalidParamsError({ message: 'The PSBT could not be read' })
      }
      const requests = inputs.length > 0 ? inputs : derive(network).map((k) => ({ address: k.account.address, indexes: ownInputs(tx, k.script) }))
      for (const { address, indexes } of requests) {
        const key = keyFor(address, network)
        for (const index of indexes) {
          if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) throw new InvalidParamsError({ message: `The PSBT has no input ${index}` })
          const input = tx.getInput(index)
          // Sign only what spends this address's own script, with its amount stated (BIP-143/341 commit to it).
          if (!input.witnessUtxo || !equal(input.witnessUtxo.script, key.script)) throw new InvalidParamsError({ message: `Input ${index} does not spend ${address}` })
          if (key.tapInternalKey && !input.tapInternalKey) tx.updateInput(index, { tapInternalKey: key.tapInternalKey })
          if (!tx.signIdx(key.privateKey, index, ALLOWED_SIGHASH)) throw new InvalidParamsError({ message: `Input ${index} could not be signed` })
          if (finalize) tx.finalizeIdx(index)
        }
      }
      return tx.toPSBT()
    },
    signMessage(message, address, network, protocol) {
      const key = keyFor(address, network)
      if (protocol === 'ecdsa') {
        if (key.account.addressType !== 'p2wpkh') throw new InvalidParamsError({ message: 'ECDSA message signing is for the payment address; use BIP-322 for taproot' })
        return signBitcoinMessage(message, key.privateKey)
      }
      return signBip322(message, key.privateKey, key.account.addressType)
    },
  }
  return {
    signer,
    drop: () => {
      master?.wipePrivateData()
      master = null
    },
  }
}

function ownInputs(tx: Transaction, script: Uint8Array): number[] {
  const found: number[] = []
  for (let i = 0; i < tx.inputsLength; i++) {
    const utxo = tx.getInput(i).witnessUtxo
    if (utxo && equal(utxo.script, script)) found.push(i)
  }
  return found
}
