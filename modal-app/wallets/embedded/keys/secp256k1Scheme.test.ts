import { bytesToHex, parseEther, recoverAddress, recoverMessageAddress, recoverTransactionAddress, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { secp256k1Scheme } from './secp256k1Scheme'
import { ownerProofHash } from '../../../../shared/aa/ownerProofHash'
import { canProveOwner } from './OwnerProofSigner'

const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

describe('secp256k1Scheme', () => {
  it('generates distinct 32-byte secrets whose address is the private-key account address', () => {
    const a = secp256k1Scheme.generate()
    const b = secp256k1Scheme.generate()
    expect(a).toHaveLength(32)
    expect(bytesToHex(a)).not.toBe(bytesToHex(b))
    expect(secp256k1Scheme.addressOf(a)).toBe(privateKeyToAccount(bytesToHex(a)).address)
  })

  it('compares addresses case-insensitively and rejects non-addresses', () => {
    const address = secp256k1Scheme.addressOf(secp256k1Scheme.generate())
    expect(secp256k1Scheme.sameAddress(address, address.toLowerCase())).toBe(true)
    expect(secp256k1Scheme.sameAddress(address, '0x' + '0'.repeat(40))).toBe(false)
    expect(secp256k1Scheme.sameAddress(address, 'none')).toBe(false)
  })

  it('signs messages, typed data and transactions that recover to its address', async () => {
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret)
    const { signer } = secp256k1Scheme.createSigner(secret)
    expect(signer.address).toBe(address)
    const signature = await signer.signMessage({ message: 'hello' })
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)
    const typedSignature = await signer.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature: typedSignature })).toBe(address)
    const serialized = await signer.signTransaction({ chainId: 1, type: 'eip1559', to: signer.address, value: parseEther('1'), nonce: 0, gas: 21_000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as `0x02${string}` })).toBe(address)
  })

  it('offers no raw hash or authorization signing', () => {
    const { signer } = secp256k1Scheme.createSigner(secp256k1Scheme.generate())
    expect(signer.sign).toBeUndefined()
    expect(signer.signAuthorization).toBeUndefined()
  })

  it('signs its owner proof for a statement (the one raw digest, built from the statement), and is known to be able to', async () => {
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret)
    const { signer } = secp256k1Scheme.createSigner(secret)
    expect(canProveOwner(signer)).toBe(true)
    expect(canProveOwner(privateKeyToAccount(bytesToHex(secp256k1Scheme.generate())))).toBe(false)
    const statement = { projectId: 'airlock-demo', userId: 'email:a@b.test' }
    const proof = await signer.signOwnerProof(statement)
    expect(await recoverAddress({ hash: ownerProofHash(statement), signature: proof })).toBe(address)
  })

  it('refuses to sign after drop, with KEY_DROPPED', async () => {
    const { signer, drop } = secp256k1Scheme.createSigner(secp256k1Scheme.generate())
    drop()
    await expect(signer.signOwnerProof({ projectId: 'p', userId: 'u' })).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
    await expect(signer.signMessage({ message: 'x' })).rejects.toBeInstanceOf(EmbeddedKeyError)
    await expect(signer.signTypedData(typedData)).rejects.toMatchObject({ reason: 'KEY_DROPPED', code: -32603 })
  })

  it('keeps the secret out of the signer object', () => {
    const secret = secp256k1Scheme.generate()
    const hex = bytesToHex(secret).slice(2)
    const { signer } = secp256k1Scheme.createSigner(secret)
    const everything = JSON.stringify(signer) + Object.values(signer).map(String).join('|') + Object.keys(signer).join('|')
    expect(everything.toLowerCase()).not.toContain(hex)
    expect(Object.values(signer).some((v) => v instanceof Uint8Array)).toBe(false)
  })
})
