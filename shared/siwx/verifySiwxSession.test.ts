import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2tr, p2wpkh, utils } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildSiwxMessage } from './buildSiwxMessage'
import { base58 } from '../solana/base58'
import { bitcoinNetworkParams } from '../bitcoin/bitcoinNetworkParams'
import { signBip322 } from '../bitcoin/signBip322'
import { signBitcoinMessage } from '../bitcoin/signBitcoinMessage'
import type { SiwxMessageData } from './SiwxSession'
import { verifySiwxSession } from './verifySiwxSession'

const account = privateKeyToAccount(generatePrivateKey())
const data: SiwxMessageData = {
  domain: '127.0.0.1:15173',
  accountAddress: account.address,
  chainId: 'eip155:1',
  statement: 'Sign in to the demo.',
  uri: 'http://127.0.0.1:15173',
  version: '1',
  nonce: 'nonce12345',
  issuedAt: '2026-11-24T10:00:00.000Z',
  expirationTime: '2026-11-24T12:00:00.000Z',
}
const now = new Date('2026-11-24T10:05:00.000Z')
const opts = { domain: '127.0.0.1:15173', now, nonce: 'nonce12345' }

async function signed(d = data) {
  const message = buildSiwxMessage(d)
  return { message, signature: await account.signMessage({ message }) }
}
const code = (c: string) => expect.objectContaining({ code: c })

describe('verifySiwxSession (eip155, plain key)', () => {
  it('accepts a session signed by the address in it', async () => {
    const v = await verifySiwxSession(await signed(), { ...opts, uri: data.uri, nonce: 'nonce12345' })
    expect(v).toMatchObject({ address: account.address, chainId: 'eip155:1', expiresAt: Date.parse(data.expirationTime!) })
  })
  it('refuses a tampered message, signature or address', async () => {
    const s = await signed()
    await expect(verifySiwxSession({ ...s, message: s.message.replace('Sign in to the demo.', 'Sign in to the demo!') }, opts)).rejects.toThrow(code('invalid-signature'))
    const flipped = s.signature.slice(0, 10) + (s.signature[10] === 'a' ? 'b' : 'a') + s.signature.slice(11)
    await expect(verifySiwxSession({ ...s, signature: flipped }, opts)).rejects.toThrow(code('invalid-signature'))
    const other = privateKeyToAccount(generatePrivateKey()).address
    await expect(verifySiwxSession({ ...s, message: s.message.replace(account.address, other) }, opts)).rejects.toThrow(code('invalid-signature'))
    await expect(verifySiwxSession({ ...s, signature: 'not hex' }, opts)).rejects.toThrow(code('invalid-signature'))
  })
  it('checks the domain, URI, nonce and time window', async () => {
    const s = await signed()
    await expect(verifySiwxSession(s, { ...opts, domain: 'evil.example' })).rejects.toThrow(code('domain-mismatch'))
    await expect(verifySiwxSession(s, { ...opts, uri: 'http://127.0.0.1:9999' })).rejects.toThrow(code('uri-mismatch'))
    await expect(verifySiwxSession(s, { ...opts, nonce: 'othernonce' })).rejects.toThrow(code('nonce-mismatch'))
    await expect(verifySiwxSession(s, { ...opts, nonce: undefined })).rejects.toThrow(code('nonce-required'))
    await expect(verifySiwxSession(s, { ...opts, nonce: async () => false })).rejects.toThrow(code('nonce-mismatch'))
    await expect(verifySiwxSession(s, { ...opts, now: new Date('2026-11-24T12:00:00.000Z') })).rejects.toThrow(code('expired'))
    const later = await signed({ ...data, notBefore: '2026-11-24T11:30:00.000Z' })
    await expect(verifySiwxSession(later, opts)).rejects.toThrow(code('not-yet-valid'))
  })
  it('refuses a message that is not canonical even if its signature matches', async () => {
    const message = `${buildSiwxMessage(data)}\n`
    await expect(verifySiwxSession({ message, signature: await account.signMessage({ message }) }, opts)).rejects.toThrow(code('malformed'))
  })
})

describe('verifySiwxSession as an attacker replays or forges the time', () => {
  it('refuses a verify without a nonce check unless the caller opts out by name', async () => {
    const s = await signed()
    // A dapp server that forgot the nonce used to accept any replay of this message.
    await expect(verifySiwxSession(s, { domain: opts.domain, now })).rejects.toThrow(code('nonce-required'))
    await expect(verifySiwxSession(s, { domain: opts.domain, now, nonce: '' })).rejects.toThrow(code('nonce-mismatch'))
    await expect(verifySiwxSession(s, { domain: opts.domain, now, allowMissingNonce: true })).resolves.toMatchObject({ address: account.address })
    await expect(verifySiwxSession(s, { domain: opts.domain, now, allowMissingNonce: false as unknown as true })).rejects.toThrow(code('nonce-required'))
  })
  it('refuses an issuedAt older than the window or ahead of the clock beyond the skew', async () => {
    const at = (issuedAt: string) => signed({ ...data, issuedAt, expirationTime: '2026-11-25T10:00:00.000Z' })
    // Signed an hour ago and never expiring soon: a captured message replayed later.
    await expect(verifySiwxSession(await at('2026-11-24T09:05:00.000Z'), opts)).rejects.toThrow(code('stale'))
    await expect(verifySiwxSession(await at('2026-11-24T09:54:59.000Z'), opts)).rejects.toThrow(code('stale'))
    await expect(verifySiwxSession(await at('2026-11-24T09:55:01.000Z'), opts)).resolves.toMatchObject({ address: account.address })
    // Pre-dated into the future: signed now to be used tomorrow.
    await expect(verifySiwxSession(await at('2026-11-24T10:06:01.000Z'), opts)).rejects.toThrow(code('issued-in-future'))
    await expect(verifySiwxSession(await at('2026-11-24T10:05:59.000Z'), opts)).resolves.toMatchObject({ address: account.address })
    // The window is the caller's to choose.
    await expect(verifySiwxSession(await at('2026-11-24T09:05:00.000Z'), { ...opts, maxAgeSeconds: 7200 })).resolves.toMatchObject({ address: account.address })
    await expect(verifySiwxSession(await at('2026-11-24T10:05:30.000Z'), { ...opts, clockSkewSeconds: 0 })).rejects.toThrow(code('issued-in-future'))
  })
})

describe('verifySiwxSession (solana, ed25519)', () => {
  const secret = ed25519.utils.randomSecretKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const sol: SiwxMessageData = { ...data, accountAddress: address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
  const sign = (message: string) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))

  it('accepts the signature of the account and refuses any other', async () => {
    const message = buildSiwxMessage(sol)
    await expect(verifySiwxSession({ message, signature: sign(message) }, opts)).resolves.toMatchObject({ address, chainId: sol.chainId })
    const tampered = message.replace('Nonce: nonce12345', 'Nonce: nonce12346')
    await expect(verifySiwxSession({ message: tampered, signature: sign(message) }, { ...opts, nonce: undefined, allowMissingNonce: true })).rejects.toThrow(code('invalid-signature'))
    await expect(verifySiwxSession({ message, signature: '1111' }, opts)).rejects.toThrow(code('invalid-signature'))
  })
})

describe('verifySiwxSession (bip122, BIP-322 and ECDSA)', () => {
  const secret = new Uint8Array(32).fill(9)
  const network = bitcoinNetworkParams('regtest')
  const payment = p2wpkh(secp256k1.getPublicKey(secret, true), network).address!
  const ordinals = p2tr(utils.pubSchnorr(secret), undefined, network).address!
  const onRegtest = (accountAddress: string): SiwxMessageData => ({ ...data, accountAddress, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })

  it('accepts a BIP-322 proof of the payment or ordinals address and an ECDSA signature of the payment address', async () => {
    for (const [address, type] of [
      [payment, 'p2wpkh'],
      [ordinals, 'p2tr'],
    ] as const) {
      const message = buildSiwxMessage(onRegtest(address))
      expect(message.split('\n')[0]).toBe('127.0.0.1:15173 wants you to sign in with your Bitcoin account:')
      await expect(verifySiwxSession({ message, signature: signBip322(message, secret, type) }, opts)).resolves.toMatchObject({ address, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
    }
    const message = buildSiwxMessage(onRegtest(payment))
    await expect(verifySiwxSession({ message, signature: signBitcoinMessage(message, secret) }, opts)).resolves.toMatchObject({ address: payment })
  })

  it('refuses a proof of another message or by another key', async () => {
    const message = buildSiwxMessage(onRegtest(payment))
    const other = buildSiwxMessage({ ...onRegtest(payment), nonce: 'nonce99999' })
    await expect(verifySiwxSession({ message, signature: signBip322(other, secret, 'p2wpkh') }, opts)).rejects.toThrow(code('invalid-signature'))
    await expect(verifySiwxSession({ message, signature: signBip322(message, new Uint8Array(32).fill(8), 'p2wpkh') }, opts)).rejects.toThrow(code('invalid-signature'))
  })
})
