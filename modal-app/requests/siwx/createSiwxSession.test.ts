import { ed25519 } from '@noble/curves/ed25519.js'
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
})
