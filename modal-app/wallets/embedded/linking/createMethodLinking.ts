import type { AuthSession, FarcasterChannel, LinkedMethod, OidcSocialProvider } from '../../../../shared/authApi'
import { Constants } from '../../../../shared/constants'
import { ErrorText } from '../../../../shared/errors/messages'
import { UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import type { AppStore } from '../../../store/storeTypes'
import { AuthRequestError } from '../authClient/AuthRequestError'
import { authServiceUrl } from '../authClient/internal/authServiceUrl'
import { requestAuth } from '../authClient/internal/requestAuth'
import type { EmbeddedSession } from '../internal/createEmbeddedSession'
import { loadSocialSignIn, socialSignInNow } from '../internal/socialSignIn'
import { signInWithPasskey } from '../passkey/signInWithPasskey'
import { passkeyWindowForClick } from '../passkey/window/passkeyWindowForClick'
import { signInWithFarcaster } from '../social/signInWithFarcaster'
import { waitForEmailCode } from '../internal/waitForEmailCode'
import { askSecondFactor } from '../secondFactor/askSecondFactor'
import { createSecondFactorCalls } from '../secondFactor/createSecondFactorCalls'
import { LINKING_REASONS, LinkingError, type LinkingErrorReason } from './LinkingError'

/** A link waiting for the new email's code: `submit` checks it, `done` follows the whole link. */
export interface PendingLink {
  /** Checks a code; rejects with the service's message (wrong, expired) and keeps waiting. */
  submit(code: string): Promise<void>
  cancel(): void
  /** The user's methods once linked; rejects with LinkingError METHOD_TAKEN when another wallet has the method. */
  done: Promise<LinkedMethod[]>
}

/** The Account view's sign-in methods: list, link (email code or a social popup), unlink. */
export interface MethodLinking {
  list(): Promise<LinkedMethod[]>
  /** Mails a code to `email`; the visitor's code signs that method in, and the sign-in is linked. */
  linkEmail(email: string, stillWanted: () => boolean): PendingLink
  /** Opens the provider's popup (call it inside the visitor's click) and links the account signed in there. */
  linkSocial(provider: OidcSocialProvider): Promise<LinkedMethod[]>
  /**
   * Makes a new passkey (call it inside the visitor's click: browsers want a gesture to create
   * one), signs in with it, and links that sign-in: a later passkey sign-in opens this wallet.
   */
  linkPasskey(): Promise<LinkedMethod[]>
  /**
   * Opens a Farcaster channel (`onChannel` gets its URL, for a QR code and a link) and links the
   * account that approves it; `cancel()` (the visitor left) stops waiting and `done` rejects.
   */
  linkFarcaster(onChannel: (channel: FarcasterChannel) => void): { done: Promise<LinkedMethod[]>; cancel(): void }
  unlink(methodId: string): Promise<LinkedMethod[]>
}

export interface MethodLinkingDeps {
  session: EmbeddedSession
  store: Pick<AppStore, 'subscribe' | 'getState'>
  fetch?: typeof globalThis.fetch
}

/**
 * The embedded wallet's linked sign-in methods, loaded with the Account view's section only
 * (never on the modal's start path). A link needs two proofs, both made here: the wallet's live
 * session (its token, which stays in this origin) and a fresh sign-in with the new method (an
 * email code typed here, the provider's popup, a Farcaster approval, or a new passkey's ceremony); the auth service then links that sign-in's
 * method to the wallet's user (`POST /v1/auth/methods/link`), ends the proof's session, and any
 * later sign-in with it opens the same wallet. Refusals the visitor must read apart (the method
 * is another wallet's, the last method, the method in use) reject with {@link LinkingError}.
 * With a second factor in force the service links or unlinks only for a session that passed it
 * (403 SECOND_FACTOR_REQUIRED): the visitor is asked for it here (the `signInMethods` code step,
 * or a touch of their passkey) and the same call is made again, with the same proof; a cancel
 * rejects with 4001 and changes nothing.
 *
 * @example
 * const linking = createMethodLinking({ session, store })
 * const pending = linking.linkEmail('me@example.com', stillWanted)
 * await pending.submit('123456')
 * const methods = await pending.done
 */
export function createMethodLinking({ session, store, fetch = globalThis.fetch.bind(globalThis) }: MethodLinkingDeps): MethodLinking {
  const options = () => store.getState().options.value
  const token = () => {
    const held = session.current()?.sessionToken()
    if (!held) throw new UnauthorizedError()
    return held
  }
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LinkedMethod[]> {
    // The start path's client knows only the sign-in codes (its size is budgeted): this chunk reads the linking ones itself.
    let refused: { reason: LinkingErrorReason; message: string } | undefined
    const reading: typeof globalThis.fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!response.ok) refused = linkingRefusal(await response.clone().json().catch(() => undefined))
      return response
    }
    try {
      const answer = await requestAuth(
        { fetch: reading, timeoutMs: Constants.embeddedRequestTimeoutMs },
        { method, url: authServiceUrl(options().services.authUrl, path, { projectId: options().projectId }), token: token(), ...(body === undefined ? {} : { body }) },
      )
      return methodsOf(answer.body, answer.status)
    } catch (error) {
      if (refused) throw new LinkingError(refused.reason, refused.message)
      throw error
    }
  }
  /** The visitor's second factor, passed by this session: a code, or a touch of a passkey where the account has one the service takes. */
  async function passSecondFactor(held: string): Promise<void> {
    const calls = createSecondFactorCalls({ authUrl: options().services.authUrl, projectId: options().projectId, fetch })
    const { passkey } = await calls.status(held)
    const touch = passkey ? async () => (await import('../secondFactor/assertPasskey')).assertPasskey(await calls.passkeyOptions(held)) : undefined
    await askSecondFactor('signInMethods', (answer) => calls.verify(held, answer), touch)
  }
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LinkedMethod[]> {
    try {
      return await request(method, path, body)
    } catch (error) {
      // A change to who can act as the account waits for the second factor; once passed, the session may make it.
      if (!(error instanceof AuthRequestError && error.reason === 'SECOND_FACTOR_REQUIRED')) throw error
      await passSecondFactor(token())
      return request(method, path, body)
    }
  }
  const link = async (proof: AuthSession) => {
    try {
      return await call('POST', '/v1/auth/methods/link', { proofToken: proof.token })
    } catch (error) {
      // Refused or not, the proof's session must not outlive this attempt.
      if (!(error instanceof LinkingError)) await session.client().logout(proof.token).catch(() => undefined)
      throw error
    }
  }

  return {
    list: () => call('GET', '/v1/auth/methods'),
    unlink: (methodId) => call('POST', '/v1/auth/methods/unlink', { methodId }),
    linkEmail(email, stillWanted) {
      token()
      const wait = waitForEmailCode({ email: email.trim().toLowerCase(), auth: session.client(), store, stillWanted })
      return { submit: wait.submit, cancel: wait.cancel, done: wait.session.then(link) }
    },
    linkSocial(provider) {
      token()
      const projectId = options().projectId
      // Inside the click when the flows are loaded (the section preloads them), so the popup opens.
      const flows = socialSignInNow()
      const signIn = flows ? flows.signInWithSocial(session.client(), provider, { projectId }) : loadSocialSignIn().then((f) => f.signInWithSocial(session.client(), provider, { projectId }))
      return signIn.then(link)
    },
    async linkPasskey() {
      token()
      // Where this frame may not create a passkey, the modal's passkey window opens now, within the click.
      const popup = passkeyWindowForClick('signUp')
      // The new passkey's own sign-in is the proof; its PRF seal is not used: this wallet's recovery share is not in hand here.
      const { session: proof } = await signInWithPasskey({ authUrl: options().services.authUrl, projectId: options().projectId }, 'signUp', popup)
      return link(proof)
    },
    linkFarcaster(onChannel) {
      token()
      const attempt = signInWithFarcaster(session.client(), { onChannel })
      return { done: attempt.result.then(link), cancel: attempt.cancel }
    },
  }
}

function linkingRefusal(body: unknown): { reason: LinkingErrorReason; message: string } | undefined {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
  const reason = LINKING_REASONS.find((r) => r === error?.code)
  return reason ? { reason, message: typeof error?.message === 'string' ? error.message : ErrorText.anErrorOccurred } : undefined
}

function methodsOf(body: unknown, status: number): LinkedMethod[] {
  const methods = (body as { methods?: unknown } | undefined)?.methods
  const valid = Array.isArray(methods) && methods.length > 0 && methods.every((m: Partial<LinkedMethod> | null) => typeof m?.id === 'string' && typeof m.kind === 'string' && typeof m.label === 'string' && typeof m.linkedAt === 'number')
  if (!valid) throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status })
  return methods as LinkedMethod[]
}
