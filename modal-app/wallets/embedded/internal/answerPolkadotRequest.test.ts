// The typed api.tx / api.query of the Polkadot runtime's pallets.
import '@polkadot/api-augment'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPolkadot, type RunningPolkadot } from '../../../../services/polkadot/startPolkadot'
import { polkadotTestAccounts } from '../../../../services/polkadot/testAccounts'
import { decodePolkadotPayload } from '../../polkadot/decodePolkadotPayload'
import { sr25519Scheme } from '../keys/sr25519Scheme'
import type { PolkadotSigner } from '../keys/PolkadotSigner'
import { answerPolkadotRequest, type PolkadotRequestDeps } from './answerPolkadotRequest'

let polkadot: RunningPolkadot
let api: ApiPromise
let signer: PolkadotSigner
let deps: PolkadotRequestDeps

beforeAll(async () => {
  await cryptoWaitReady()
  polkadot = await startPolkadot({ port: 0, log: () => {} })
  api = await ApiPromise.create({ provider: new HttpProvider(polkadot.rpcUrl), noInitWarn: true })
  // The embedded key of this test is the stand-in's funded account 2 (its seed is the sr25519 mini-secret).
  signer = sr25519Scheme.createSigner(hexToU8a(polkadotTestAccounts[2]!.seed)).signer
  const metadata = (await api.rpc.state.getMetadata()).toHex()
  deps = { account: () => signer, decode: async (payload) => decodePolkadotPayload(payload, metadata) }
}, 60_000)

afterAll(async () => {
  await api?.disconnect()
  await polkadot?.stop()
})

describe('answerPolkadotRequest', () => {
  it('signs the payload a dapp built with @polkadot/api, and the chain accepts the extrinsic', async () => {
    expect(signer.address).toBe(polkadotTestAccounts[2]!.address)
    const to = polkadotTestAccounts[3]!.address
    const before = ((await api.query.system.account(to)) as unknown as { data: { free: { toBigInt(): bigint } } }).data.free.toBigInt()
    const tx = api.tx.balances.transferKeepAlive(to, 3_000_000_000n)
    await tx.signAsync(signer.address, {
      signer: {
        signPayload: async (payload: SignerPayloadJSON) => (await answerPolkadotRequest(deps, { method: 'polkadot_signTransaction', chainId: polkadot.chainId, params: { address: signer.address, transactionPayload: payload } })) as never,
      },
    })
    await tx.send()
    const after = ((await api.query.system.account(to)) as unknown as { data: { free: { toBigInt(): bigint } } }).data.free.toBigInt()
    expect(after - before).toBe(3_000_000_000n)
  })

  it('signs the tip and mortal era the approval decoded, and the chain charges exactly that tip', async () => {
    const to = polkadotTestAccounts[3]!.address
    const tx = api.tx.balances.transferKeepAlive(to, 1_000_000_000n)
    let asked: SignerPayloadJSON | undefined
    await tx.signAsync(signer.address, {
      tip: 250_000_000n,
      era: 64,
      signer: {
        signPayload: async (payload: SignerPayloadJSON) => {
          asked = payload
          return (await answerPolkadotRequest(deps, { method: 'polkadot_signTransaction', chainId: polkadot.chainId, params: { address: signer.address, transactionPayload: payload } })) as never
        },
      },
    })
    const shown = await deps.decode(asked!)
    expect(shown).toMatchObject({ tip: '250000000', mortalFor: 64 })
    await tx.send()
    expect(polkadot.chain.historyOf(signer.address, 1)[0]).toMatchObject({ tip: '250000000' })
  })

  it('attacker: refuses a method with bytes after the call, and a signed-extension list that is not the chain’s, with -32602', async () => {
    const payload = api.createType('SignerPayload', { address: signer.address, genesisHash: polkadot.genesisHash, blockHash: polkadot.genesisHash, method: api.tx.system.remark('0x01').method, nonce: 0, era: 0, runtimeVersion: api.runtimeVersion, signedExtensions: api.registry.signedExtensions, version: 4 }).toPayload()
    // The junk a runtime would read as immortal era, nonce 0 and a 1,000 DOT tip the decoded payload never shows.
    const junk = u8aConcat(new Uint8Array([0, 0]), api.createType('Compact<Balance>', 10_000_000_000_000n).toU8a())
    const smuggled = { ...payload, method: u8aToHex(u8aConcat(hexToU8a(payload.method), junk)) }
    await expect(answerPolkadotRequest(deps, { method: 'polkadot_signTransaction', chainId: polkadot.chainId, params: { address: signer.address, transactionPayload: smuggled } })).rejects.toMatchObject({ code: -32602 })
    const fewer = { ...payload, signedExtensions: payload.signedExtensions.filter((name) => name !== 'ChargeTransactionPayment') }
    await expect(answerPolkadotRequest(deps, { method: 'polkadot_signTransaction', chainId: polkadot.chainId, params: { address: signer.address, transactionPayload: fewer } })).rejects.toMatchObject({ code: -32602 })
  })

  it('signs a message wrapped in <Bytes>, as extensions do, and refuses another address', async () => {
    const answer = (await answerPolkadotRequest(deps, { method: 'polkadot_signMessage', chainId: polkadot.chainId, params: { address: signer.address, message: '0x68656c6c6f' } })) as { signature: string }
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('hello')), answer.signature, signer.address).isValid).toBe(true)
    await expect(answerPolkadotRequest(deps, { method: 'polkadot_signMessage', params: { address: polkadotTestAccounts[0]!.address, message: 'hi' } })).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses a payload for another chain, methods it does not answer, and a signed-out wallet', async () => {
    const payload = api.createType('SignerPayload', { address: signer.address, genesisHash: polkadot.genesisHash, blockHash: polkadot.genesisHash, method: api.tx.system.remark('0x01').method, nonce: 0, era: 0, runtimeVersion: api.runtimeVersion, signedExtensions: api.registry.signedExtensions, version: 4 }).toPayload()
    await expect(answerPolkadotRequest(deps, { method: 'polkadot_signTransaction', chainId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f', params: { address: signer.address, transactionPayload: payload } })).rejects.toMatchObject({ code: -32602 })
    await expect(answerPolkadotRequest(deps, { method: 'polkadot_signAll', params: {} })).rejects.toMatchObject({ code: 4200 })
    await expect(answerPolkadotRequest({ ...deps, account: () => null }, { method: 'polkadot_getAccounts' })).rejects.toMatchObject({ code: 4100 })
    expect(await answerPolkadotRequest(deps, { method: 'polkadot_getAccounts' })).toEqual([signer.address])
  })
})
