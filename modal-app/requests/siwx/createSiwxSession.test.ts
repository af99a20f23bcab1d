import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import * as sr25519 from '@scure/sr25519'
import { p2wpkh } from '@scure/btc-signer'
import { bitcoinNetworkParams } from '../../../shared/bitcoin/bitcoinNetworkParams'
import { signBip322 } from '../../../shared/bitcoin/signBip322'
import { ss58Encode } from '../../../shared/polkadot/ss58Encode'
import { describe, expect, it, vi } from 'vitest'
import { ErrorText } from '../../../shared/errors/messages'
import { UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import { base58 } from '../../../shared/solana/base58'
import { verifySiwxSession } from '../../../shared/siwx/verifySiwxSession'
import { createSiwxSession, type CreateSiwxSessionInput } from './createSiwxSession'
import { readSiwxConfig } from '../../state/siwx/readSiwxConfig'

const secret = ed25519.utils.randomSecretKey()
const solAddress = base58.encode(ed25519.getPublicKey(secret))
const PAGE = 'http://127.0.0.1:15173'

function input(patch: Partial<CreateSiwxSessionInput> = {}): CreateSiwxSessionInput {
  return {
    config: readSiwxConfig({ siwx: { statement: 'Hello.', expiresInSeconds: 60 } })!,
    target: { address: solAddress, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', namespace: 'solana' },
    hostOrigin: PAGE,
    projectId: 'airlock-demo',
    apiUrl: 'http://127.0.0.1:18787/',
    client: {
      // A Solana wallet: signs the message bytes it gets in base58, answers { signature } in base58.
      request: async ({ method, params }) => {
        if (method !== 'solana_signMessage') throw new Error(method)
        const { message } = params as { message: string }
        return { signature: base58.encode(ed25519.sign(base58.decode(message), secret)) }
      },
    },
    smartAccount: false,
    now: Date.parse('2026-11-24T10:00:00.000Z'),
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).includes('/nonce') ? Response.json({ nonce: 'solnonce123' }) : Response.json({ pci: 'p1', echo: init?.body }),
    ) as unknown as typeof fetch,
    ...patch,
  }
}

describe('createSiwxSession', () => {
  it('signs a CAIP-122 message with a solana wallet that the server helper accepts, and stores it at the data service', async () => {
    const i = input()
    const session = await createSiwxSession(i)
    expect(session.message.split('\n')[0]).toBe('127.0.0.1:15173 wants you to sign in with your Solana account:')
    expect(session).toMatchObject({ pci: 'p1', expiresAt: Date.parse('2026-11-24T10:01:00.000Z'), data: { nonce: 'solnonce123', statement: 'Hello.' } })
    await expect(verifySiwxSession(session, { domain: '127.0.0.1:15173', uri: PAGE, nonce: 'solnonce123', now: new Date(i.now) })).resolves.toMatchObject({ address: solAddress })
    const calls = (i.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls
    expect(calls.map(([url]) => String(url))).toEqual([
      'http://127.0.0.1:18787/v1/sessions/nonce?projectId=airlock-demo',
      `http://127.0.0.1:18787/v1/sessions/${solAddress}?projectId=airlock-demo`,
    ])
    expect(calls[0]![1]!.headers).toEqual({ 'X-Airlock-Host-Origin': PAGE })
  })

  it('speaks the exact texts: no nonce, a declined signature, a smart account the service refused', async () => {
    const noNonce = input({ fetch: (async () => new Response('down', { status: 503 })) as typeof fetch })
    await expect(createSiwxSession(noNonce)).rejects.toThrow(ErrorText.siwxInitFailed)
    const declined = input({ client: { request: async () => Promise.reject(new UserRejectedRequestError()) } })
    await expect(createSiwxSession(declined)).rejects.toMatchObject({ code: 4001, message: ErrorText.signatureDeclined })
    const refused = input({
      smartAccount: true,
      fetch: (async (url: RequestInfo | URL) => (String(url).includes('/nonce') ? Response.json({ nonce: 'solnonce123' }) : Response.json({ message: 'no' }, { status: 401 }))) as typeof fetch,
    })
    await expect(createSiwxSession(refused)).rejects.toThrow(ErrorText.smartAccountsUnsupported)
  })

  it("with the operator's nonce endpoint, asks it and stores nothing at the data service", async () => {
    const i = input({ config: readSiwxConfig({ siwx: { nonceUrl: 'http://127.0.0.1:9999/nonce' } })! })
    const session = await createSiwxSession(i)
    expect(session.pci).toBeUndefined()
    expect((i.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => String(url))).toEqual(['http://127.0.0.1:9999/nonce'])
  })

  it('on bip122 asks the payment address for a BIP-322 proof of the exact message; on polkadot an sr25519 signRaw of it; the server helper accepts both', async () => {
    const key = new Uint8Array(32).fill(7)
    const payment = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinNetworkParams('regtest')).address!
    const asked: unknown[] = []
    const btc = input({
      target: { address: payment, caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', namespace: 'bip122' },
      client: {
        request: async ({ method, params }) => {
          asked.push({ method, params })
          return { address: payment, signature: signBip322((params as { message: string }).message, key, 'p2wpkh') }
        },
      },
    })
    const signedIn = await createSiwxSession(btc)
    expect(signedIn.message.split('\n').slice(0, 2)).toEqual(['127.0.0.1:15173 wants you to sign in with your Bitcoin account:', payment])
    expect(asked).toEqual([{ method: 'signMessage', params: { address: payment, message: signedIn.message, protocol: 'bip322' } }])
    await expect(verifySiwxSession(signedIn, { domain: '127.0.0.1:15173', nonce: 'solnonce123', now: new Date(btc.now) })).resolves.toMatchObject({ address: payment, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })

    const secretKey = sr25519.secretFromSeed(new Uint8Array(32).fill(5))
    const dot = ss58Encode(sr25519.getPublicKey(secretKey), 0)
    const dotInput = input({
      target: { address: dot, caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', namespace: 'polkadot' },
      client: {
        request: async ({ method, params }) => {
          const { address, message } = params as { address: string; message: string }
          if (method !== 'polkadot_signMessage' || address !== dot) throw new Error(method)
          return { id: 0, signature: '0x' + Buffer.from(sr25519.sign(secretKey, new TextEncoder().encode(`<Bytes>${message}</Bytes>`))).toString('hex') }
        },
      },
    })
    const polkadot = await createSiwxSession(dotInput)
    expect(polkadot.message.split('\n').slice(0, 2)).toEqual(['127.0.0.1:15173 wants you to sign in with your Polkadot account:', dot])
    await expect(verifySiwxSession(polkadot, { domain: '127.0.0.1:15173', nonce: 'solnonce123', now: new Date(dotInput.now) })).resolves.toMatchObject({ address: dot })

    // A wallet answering something else than a signature is a failure, never a session.
    const empty = input({ target: btc.target, client: { request: async () => ({ signature: 'not base64!' }) } })
    await expect(createSiwxSession(empty)).rejects.toThrow(ErrorText.signMessageFailed)
  })
})
