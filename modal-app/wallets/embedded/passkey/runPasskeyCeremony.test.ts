import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PasskeyCreationOptions, PasskeyCredentialJSON, PasskeyRequestOptions } from '../../../../shared/authApi'
import { createSoftPasskey, type SoftPasskey } from '../../../../services/auth/passkeys/testing/createSoftPasskey'
import { PASSKEY_ORIGIN } from '../../../../services/auth/passkeys/testing/signUpByPasskey'
import { startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import { bytesToBase64Url } from '../internal/bytesToBase64Url'
import { createPasskeyClient } from './createPasskeyClient'
import { base64UrlToBytes } from './internal/base64UrlToBytes'
import { PasskeyError } from './PasskeyError'
import { runPasskeyCeremony } from './runPasskeyCeremony'

/** Node has no WebAuthn: the platform's PublicKeyCredential, as a class the stand-in authenticator's answers are instances of. */
class PublicKeyCredentialStandIn {
  static verifying = true
  static isUserVerifyingPlatformAuthenticatorAvailable = async () => PublicKeyCredentialStandIn.verifying
  constructor(
    readonly id: string,
    readonly rawId: ArrayBuffer,
    readonly response: Record<string, unknown>,
    private readonly prf: Uint8Array | null,
  ) {}
  readonly type = 'public-key'
  readonly authenticatorAttachment = 'platform'
  getClientExtensionResults() {
    return this.prf ? { prf: { enabled: true, results: { first: this.prf.buffer } } } : {}
  }
}

const buffer = (b64url: string | undefined) => (b64url ? base64UrlToBytes(b64url).buffer : undefined)

/**
 * The browser's `navigator.credentials` in front of a software authenticator: it turns the
 * binary options the modal passes back into the JSON form the authenticator reads, and its
 * answer into a credential object as the browser hands it out (ArrayBuffers), with a PRF output
 * per credential where `prf` is set. `refuse` answers as a browser whose dialog was closed.
 */
function browserWith(passkey: SoftPasskey, { prf = true, refuse = false } = {}) {
  const prfSecret = crypto.getRandomValues(new Uint8Array(32))
  const seen: { prfInput?: Uint8Array } = {}
  const wrap = (json: PasskeyCredentialJSON, withPrf: boolean) =>
    new PublicKeyCredentialStandIn(json.id, buffer(json.rawId)!, {
      clientDataJSON: buffer(json.response.clientDataJSON),
      attestationObject: buffer(json.response.attestationObject),
      authenticatorData: buffer(json.response.authenticatorData),
      signature: buffer(json.response.signature),
      userHandle: buffer(json.response.userHandle) ?? null,
      getTransports: () => json.response.transports ?? [],
    }, withPrf && prf ? prfSecret.map((b, i) => b ^ (seen.prfInput?.[i % seen.prfInput.length] ?? 0)) : null)
  const container = {
    async create({ publicKey }: { publicKey: PublicKeyCredentialCreationOptions }) {
      if (refuse) throw new DOMException('closed', 'NotAllowedError')
      const options = { ...publicKey, challenge: bytesToBase64Url(new Uint8Array(publicKey.challenge as ArrayBuffer)), user: { ...publicKey.user, id: bytesToBase64Url(new Uint8Array(publicKey.user.id as ArrayBuffer)) } }
      return wrap(passkey.register(options as unknown as PasskeyCreationOptions, PASSKEY_ORIGIN), false)
    },
    async get({ publicKey }: { publicKey: PublicKeyCredentialRequestOptions }) {
      if (refuse) throw new DOMException('closed', 'NotAllowedError')
      seen.prfInput = new Uint8Array((publicKey.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first)
      const options = { challenge: bytesToBase64Url(new Uint8Array(publicKey.challenge as ArrayBuffer)), rpId: publicKey.rpId }
      return wrap(passkey.assert(options as PasskeyRequestOptions, PASSKEY_ORIGIN), true)
    },
  }
  return { container: container as unknown as CredentialsContainer, seen }
}

describe('runPasskeyCeremony against the auth service', () => {
  let t: TestAuth
  const client = () =>
    createPasskeyClient({
      authUrl: t.auth.url,
      projectId: 'airlock-demo',
      // The browser names the modal's origin on every call; Node's fetch names none.
      fetch: (input, init = {}) => fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: PASSKEY_ORIGIN } }),
    })
  beforeAll(async () => {
    t = await startTestAuth()
    ;(globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = PublicKeyCredentialStandIn
  })
  afterAll(async () => {
    delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential
    await t.stop()
  })

  it('signs up (create, then a sign-in with it) and signs in again as the same user, with the same PRF output each time', async () => {
    const passkey = createSoftPasskey()
    const browser = browserWith(passkey)
    const up = await runPasskeyCeremony(client(), 'signUp', browser.container)
    expect(up.session.user.provider).toBe('passkey')
    expect(up.credentialId).toBe(passkey.id)
    expect(up.prfOutput).toHaveLength(32)
    // The PRF input is Airlock's own, fixed: the same passkey gives the same output on any device.
    expect(new TextDecoder().decode(browser.seen.prfInput)).toBe('airlock passkey recovery share v1')
    const again = await runPasskeyCeremony(client(), 'signIn', browser.container)
    expect(again.session.user.id).toBe(up.session.user.id)
    expect(again.prfOutput).toEqual(up.prfOutput)
  })

  it('gives no PRF output where the authenticator has none', async () => {
    const signedIn = await runPasskeyCeremony(client(), 'signUp', browserWith(createSoftPasskey(), { prf: false }).container)
    expect(signedIn.prfOutput).toBeNull()
  })

  it('says why it failed: cancelled (4001), a device that cannot verify the visitor, a passkey the service does not know', async () => {
    const reasonOf = (p: Promise<unknown>) => p.then(() => 'signed in', (e: unknown) => (e instanceof PasskeyError ? `${e.reason} ${e.code}` : String(e)))
    expect(await reasonOf(runPasskeyCeremony(client(), 'signIn', browserWith(createSoftPasskey(), { refuse: true }).container))).toBe('PASSKEY_CANCELLED 4001')
    PublicKeyCredentialStandIn.verifying = false
    try {
      expect(await reasonOf(runPasskeyCeremony(client(), 'signUp', browserWith(createSoftPasskey(), { refuse: true }).container))).toBe('PASSKEY_NO_USER_VERIFICATION 5000')
    } finally {
      PublicKeyCredentialStandIn.verifying = true
    }
    // An authenticator that answers without verifying the visitor: the service refuses it.
    expect(await reasonOf(runPasskeyCeremony(client(), 'signUp', browserWith(createSoftPasskey({ userVerified: false })).container))).toBe('PASSKEY_NO_USER_VERIFICATION 5000')
    expect(await reasonOf(runPasskeyCeremony(client(), 'signIn', browserWith(createSoftPasskey()).container))).toBe('PASSKEY_UNKNOWN 5000')
  })
})
