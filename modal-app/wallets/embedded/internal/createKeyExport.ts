import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidRequestError, UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import type { ConnectorStore } from '../../Connector'
import { isOidcSocialProvider } from '../social/isOidcSocialProvider'
import type { EmbeddedConnector } from '../EmbeddedConnector'
import type { EmbeddedSession } from './createEmbeddedSession'
import { loadSocialSignIn, socialSignInNow } from './socialSignIn'
import { waitForEmailCode } from './waitForEmailCode'

/**
 * The embedded wallet's key export for the Export view: `exportKeys` hands copies of the keys
 * (the session store allows it within 5 minutes of a sign-in made on this page), and
 * `startFreshSignIn` makes that sign-in again for the wallet's own user: an email code to its
 * address, or its social provider's popup. 4100 when signed out or for a method it can't repeat.
 *
 * @example
 * const keys = createKeyExport({ store, session, projectId: () => 'p' })
 * await keys.startFreshSignIn(stillWanted).done
 * const exported = await keys.exportKeys()
 */
export function createKeyExport({ store, session, projectId }: { store: Pick<ConnectorStore, 'subscribe'>; session: EmbeddedSession; projectId(): string }): Pick<EmbeddedConnector, 'exportKeys' | 'startFreshSignIn'> {
  return {
    exportKeys() {
      const wallet = session.current()
      if (!wallet) return Promise.reject(new UnauthorizedError())
      return wallet.exportKeys()
    },
    startFreshSignIn(stillWanted) {
      const held = session.current()
      const user = held?.snapshot().user
      if (!held || !user) throw new UnauthorizedError()
      if (user.provider === 'email' && user.email) {
        const wait = waitForEmailCode({ email: user.email, auth: session.client(), store, stillWanted })
        return { method: 'email', email: user.email, submit: wait.submit, cancel: wait.cancel, done: wait.session.then((signedIn) => held.confirmSignIn(signedIn)) }
      }
      const provider = user.provider
      if (!isOidcSocialProvider(provider)) throw new UnauthorizedError()
      // The popup opens within the visitor's click when the flows are loaded (the view preloads them).
      const flows = socialSignInNow()
      const signIn = flows ? flows.signInWithSocial(session.client(), provider, { projectId: projectId() }) : loadSocialSignIn().then((f) => f.signInWithSocial(session.client(), provider, { projectId: projectId() }))
      return {
        method: 'social',
        email: null,
        submit: () => Promise.reject(new InvalidRequestError({ message: ErrorText.anErrorOccurred })),
        cancel: () => undefined,
        done: signIn.then((signedIn) => held.confirmSignIn(signedIn)),
      }
    },
  }
}
