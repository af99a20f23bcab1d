import { hashMessage, keccak256, recoverAddress, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ownerProofHash } from './ownerProofHash'

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('ownerProofHash', () => {
  it('binds the project and the user: a proof for one recovers no owner for another', async () => {
    const statement = { projectId: 'airlock-demo', userId: 'email:a@b.test' }
    const proof = await owner.sign({ hash: ownerProofHash(statement) })
    expect(await recoverAddress({ hash: ownerProofHash(statement), signature: proof })).toBe(owner.address)
    expect(await recoverAddress({ hash: ownerProofHash({ ...statement, userId: 'email:b@b.test' }), signature: proof })).not.toBe(owner.address)
    expect(await recoverAddress({ hash: ownerProofHash({ ...statement, projectId: 'other' }), signature: proof })).not.toBe(owner.address)
  })

  it('attacker: a personal_sign of the same words is another digest, so a dapp asking for them gets no proof', () => {
    const words = 'Airlock sponsorship owner proof\nproject: airlock-demo\nuser: email:a@b.test'
    const statement = { projectId: 'airlock-demo', userId: 'email:a@b.test' }
    expect(hashMessage(words)).not.toBe(ownerProofHash(statement))
    expect(hashMessage({ raw: stringToBytes(`\x19${words}`) })).not.toBe(ownerProofHash(statement))
    expect(keccak256(stringToBytes(`\x19${words}`))).toBe(ownerProofHash(statement))
  })
})
