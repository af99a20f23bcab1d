import type { AuthSession, OidcSocialProvider } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidRequestError, toProviderError } from '../../../../shared/errors/ProviderRpcError'
import type { ConnectorEvents, ConnectorStore } from '../../Connector'
import type { AuthClient } from '../authClient/createAuthClient'
import type { PasskeySeal } from '../session/PasskeySeal'
import { passkeyWindowForClick } from '../passkey/window/passkeyWindowForClick'
import { loadWalletParts } from './loadWalletParts'
import { loadSocialSignIn, socialSignInNow } from './socialSignIn'
import { waitForEmailCode, type EmailCodeWait } from './waitForEmailCode'

/** The ways a visitor proves who they are to the embedded wallet, one attempt of each at a time. */
export interface SignInFlows {
  /** Mails a code, waits for the visitor's (`submitEmailCode`), then `finish`es with the session. */
  email(email: string, stillWanted: () => boolean): Promise<void>
  /** The social provider's popup (opened within the visitor's click when the flows are loaded). */
  social(provider: OidcSocialProvider, stillWanted: () => boolean): Promise<void>
  /** A Farcaster channel (reported for the view's QR code), polled until approved or the visitor leaves. */
  farcaster(stillWanted: () => boolean): Promise<void>
  /** A passkey: `signIn` with one the visitor picks, `signUp` creates one first (the browser's dialog, within the click). */
  passkey(mode: 'signIn' | 'signUp', stillWanted: () => boolean): Promise<void>
  /** Checks a code for the email sign-in in progress (InvalidRequestError when none waits). */
  submitEmailCode(code: string): Promise<void>
  /** Cancels the email and Farcaster attempts in progress (sign-out). */
  cancel(): void
}

/**
 * The embedded wallet's sign-in flows (email, social, Farcaster, passkey): each starts one attempt (a newer one cancels the older),
 * hands the session the visitor proved to `finish` (key, then account) and maps a failure to a
 * ProviderRpcError, reporting `serviceUnreachable` (docs/texts.md#alerts) when the auth service did not answer
 * (`alertIfUnreachable`). The store is only watched, to cancel a Farcaster wait the visitor left.
 *
 * @example
 * const signIn = createSignInFlows({ store, report, client, projectId, authUrl, finish, alertIfUnreachable })
 * await signIn.email('a@b.c', stillWanted)
 */
export function createSignInFlows(deps: {
  store: Pick<ConnectorStore, 'getState' | 'subscribe'>
  report: Pick<ConnectorEvents, 'noticed'>
  client(): AuthClient
  projectId(): string
  /** The operator's auth service (the passkey routes go to it too). */
  authUrl(): string
  finish(session: AuthSession, stillWanted: () => boolean, passkey?: PasskeySeal): Promise<void>
  alertIfUnreachable(error: unknown): void
}): SignInFlows {
  const { store, report, client, finish } = deps
  let emailWait: EmailCodeWait | undefined
  let cancelFarcaster: (() => void) | undefined
  return {
    async email(email, stillWanted) {
      emailWait?.cancel()
      const wait = waitForEmailCode({ email, auth: client(), store, stillWanted })
      emailWait = wait
      try {
        await finish(await wait.session, stillWanted)
      } catch (error) {
        deps.alertIfUnreachable(error)
        throw toProviderError(error)
      } finally {
        if (emailWait === wait) emailWait = undefined
      }
    },
    async social(provider, stillWanted) {
      // The popup must open within the visitor's click: nothing is awaited before this call.
      const flows = socialSignInNow() ?? (await loadSocialSignIn())
      const session = await flows.signInWithSocial(client(), provider, { projectId: deps.projectId() })
      await finish(session, stillWanted)
    },
    async farcaster(stillWanted) {
      cancelFarcaster?.()
      const flows = socialSignInNow() ?? (await loadSocialSignIn())
      const attempt = flows.signInWithFarcaster(client(), {
        onChannel: (channel) => {
          // The view's QR code: reported while this attempt is the one on screen (the feature shows it).
          if (stillWanted()) report.noticed({ type: 'farcasterChannel', url: channel.url, expiresAt: channel.expiresAt })
        },
      })
      cancelFarcaster = attempt.cancel
      const unsubscribe = store.subscribe(() => {
        if (!stillWanted()) attempt.cancel()
      })
      try {
        await finish(await attempt.result, stillWanted)
      } finally {
        unsubscribe()
        if (cancelFarcaster === attempt.cancel) cancelFarcaster = undefined
      }
    },
    async passkey(mode, stillWanted) {
      // Where this frame may not run the ceremony, the modal's passkey window opens now, within the click.
      const popup = passkeyWindowForClick(mode)
      // In the wallet chunk, loaded on intent: the browser's dialog still opens within the click's activation.
      const signedIn = await (await loadWalletParts()).signInWithPasskey({ authUrl: deps.authUrl(), projectId: deps.projectId() }, mode, popup)
      await finish(signedIn.session, stillWanted, signedIn.passkey)
    },
    submitEmailCode(code) {
      if (!emailWait) return Promise.reject(new InvalidRequestError({ message: ErrorText.anErrorOccurred }))
      return emailWait.submit(code)
    },
    cancel() {
      emailWait?.cancel()
      cancelFarcaster?.()
    },
  }
}
