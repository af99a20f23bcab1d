import { bytesToHex, hexToBytes, isAddressEqual, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount, toAccount, type LocalAccount, type PrivateKeyAccount } from 'viem/accounts'
import { ownerProofHash } from '../../../../shared/aa/ownerProofHash'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { KeyScheme } from './KeyScheme'
import type { OwnerProofSigner } from './OwnerProofSigner'

/**
 * The EVM key scheme: a secp256k1 secret, its checksummed address, and a viem LocalAccount that
 * signs messages, typed data and transactions. The account is a `custom` viem account whose
 * methods reach the private-key account through one closure variable, so dropping it leaves no
 * reference to the key anywhere reachable; it deliberately offers no raw `sign({ hash })` or
 * `signAuthorization`, which would let a request sign something the approval view never showed.
 * Its one raw signature is `signOwnerProof`: the digest is built here from a statement
 * (shared/aa/ownerProofHash), so no request can name what it signs.
 *
 * @example
 * const secret = secp256k1Scheme.generate()
 * const { signer, drop } = secp256k1Scheme.createSigner(secret)
 * await signer.signMessage({ message: 'hello' })
 * drop()
 */
export const secp256k1Scheme: KeyScheme<LocalAccount & OwnerProofSigner> = {
  curve: 'secp256k1',
  secretLength: 32,
  generate: () => hexToBytes(generatePrivateKey()),
  addressOf: (secret) => privateKeyToAccount(bytesToHex(secret)).address,
  sameAddress: (a, b) => isAddress(a) && isAddress(b) && isAddressEqual(a, b),
  createSigner(secret) {
    let inner: PrivateKeyAccount | null = privateKeyToAccount(bytesToHex(secret))
    const address = inner.address
    const live = (): PrivateKeyAccount => {
      if (!inner) throw new EmbeddedKeyError('KEY_DROPPED')
      return inner
    }
    const signer = toAccount({
      address,
      signMessage: async (args) => live().signMessage(args),
      signTypedData: async (typedData) => live().signTypedData(typedData),
      signTransaction: async (transaction, options) => live().signTransaction(transaction, options),
    })
    const signOwnerProof: OwnerProofSigner['signOwnerProof'] = async (statement) => live().sign({ hash: ownerProofHash(statement) })
    return {
      signer: Object.assign(signer, { signOwnerProof }),
      drop: () => {
        inner = null
      },
    }
  },
}

function isAddress(value: string): value is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(value)
}
