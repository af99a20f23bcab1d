import type { AuthSession } from '../../../shared/authApi'
import { ErrorText } from '../../../shared/errors/messages'
import { InvalidRequestError, ProviderRpcError, toProviderError, UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import { statusAfterConnect } from '../../state/connection/connectionRules'
import type { ConnectorContext, ConnectTarget } from '../Connector'
import { AuthRequestError } from './authClient/AuthRequestError'
import type { EmbeddedConnector } from './EmbeddedConnector'
import { answerEmbeddedRequests } from './internal/answerEmbeddedRequests'
import { createAccountInUse } from './internal/createAccountInUse'
import { createEmbeddedSession } from './internal/createEmbeddedSession'
import { createGrantChecks } from './internal/createGrantChecks'
import { createKeyExport } from './internal/createKeyExport'
import { createSignInFlows } from './internal/createSignInFlows'
import { createSmartAccounts } from './internal/createSmartAccounts'
import { embeddedNetworks } from './internal/embeddedNetworks'
import { loadWalletParts } from './internal/loadWalletParts'
import { preferredAccountType } from './internal/preferredAccountType'
import { recoveryPromptFor } from './internal/recoveryPromptFor'
import { signedInMarker } from './internal/signedInMarker'
import { loadSocialSignIn } from './internal/socialSignIn'
import { markPhase } from '../../lib/markPhase'
import { walletInfoOf } from './internal/walletInfoOf'
import type { EmbeddedWalletSnapshot } from './session/EmbeddedWalletSnapshot'
import type { PasskeySeal } from './session/PasskeySeal'
import { finishTelegramSignIn } from './social/finishTelegramSignIn'
import { isOidcSocialProvider } from './social/isOidcSocialProvider'
import { readTelegramResult } from './social/readTelegramResult'

/** The id of the AUTH row it lists: the Connect view offers email and socials while it is there. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/**
 * The embedded wallet (email and socials (docs/features.md#social-logins), docs/design.md#the-embedded-wallets-keys):
 * lists an AUTH row so Connect offers email and social sign-in; serves the email pick on
 * EmailVerifyOtp (sends the code, waits for the visitor's code, verifies it, keeps the wrong-code
 * message on the view), social picks on ConnectingSocial and Farcaster on ConnectingFarcaster;
 * then creates or recovers the key in the modal's origin and reports the account, the wallet
 * info (email or social provider) and the active chain. It restores a stored session on reload
 * (connecting → connected / disconnected (docs/state-rules.md#connection-status), the alert when the wallet fails to load, docs/texts.md#alerts), answers
 * the approved requests by signing in the modal (viem) and sending to the chain's endpoint, and
 * signs out at the service on disconnect. Its heavy code loads only on intent, a sign-in or a
 * restore. This function only puts its parts together (each in `internal/`, with its own tests):
 * the session (`createEmbeddedSession`), the sign-in flows (`createSignInFlows`), the account in
 * use, key or smart account (`createAccountInUse`), the grant checks (`createGrantChecks`), the
 * key export (`createKeyExport`) and the request answers (`answerEmbeddedRequests`).
 *
 * @example
 * const embedded = createEmbeddedConnector({ store, host, report })
 * await embedded.connect({ view: 'EmailVerifyOtp', data: { email }, onConnected: 'account' }, { stillWanted })
 */
export function createEmbeddedConnector(ctx: ConnectorContext, deps: { fetch?: typeof globalThis.fetch } = {}): EmbeddedConnector {
  const { store, report } = ctx
  const options = () => store.getState().options.value
  const networks = embeddedNetworks(store)
  const session = createEmbeddedSession(store, { hasSolana: () => Boolean(networks.solana()), hasPolkadot: () => Boolean(networks.polkadot()), hasBitcoin: () => Boolean(networks.bitcoin()), ...(deps.fetch ? { fetch: deps.fetch } : {}) })
  // The operator's paymaster sponsors the visitor's own session only: it gets the token, the dapp never does.
  const smart = createSmartAccounts(store, { sessionToken: () => session.current()?.sessionToken() ?? null, userId: () => session.current()?.snapshot().user?.id ?? null })
  const inUse = createAccountInUse({ smart, owner: () => session.current()?.account() ?? null, report })
  const grants = createGrantChecks(store)
  const hasConnection = () => store.getState().account.byNamespace.eip155?.status === 'connected'
  /** docs/texts.md#wallet: the wallet's service did not answer (timeout, unreachable). */
  const alertIfUnreachable = (error: unknown) => {
    if (error instanceof AuthRequestError && (error.reason === 'TIMEOUT' || error.reason === 'NETWORK')) report.noticed({ type: 'serviceUnreachable' })
  }

  /** The Bitcoin addresses of a bip122 network, payment first (from the wallet chunk, loaded by then); undefined without Bitcoin keys. */
  const bitcoinAddresses = async (network: ReturnType<typeof networks.bitcoin>) => (await loadWalletParts()).bitcoinAddressesOf(session.current(), network)

  async function adopt(snapshot: EmbeddedWalletSnapshot) {
    const network = networks.activeEvm()
    if (!snapshot.address || !(snapshot.user || snapshot.guest) || !network) throw new UnauthorizedError()
    signedInMarker.set(snapshot.persistent)
    // docs/state-rules.md#embedded-wallet: the preferred type is set once, on the wallet's first connect (defaultAccountTypes, docs/features.md#account-types
    // smart account on EVM); afterwards it is the visitor's choice from the Account view.
    if (!preferredAccountType.get(snapshot.address)) preferredAccountType.set(snapshot.address, options().defaultAccountTypes?.eip155 === 'eoa' ? 'eoa' : 'smartAccount')
    const address = await inUse.addressOn(network)
    markPhase('embedded:address')
    const info = snapshot.user ? walletInfoOf(snapshot.user) : { name: 'Guest', identifier: 'guest', guest: true }
    const reportSolana = () => {
      if (!snapshot.solanaAddress) return
      report.accountsChanged('solana', [snapshot.solanaAddress], info)
      report.statusChanged('solana', 'connected')
    }
    const bitcoinNetwork = networks.bitcoin()
    const addresses = bitcoinNetwork ? await bitcoinAddresses(bitcoinNetwork) : undefined
    const reportBitcoin = () => {
      if (!addresses) return
      report.accountsChanged('bip122', addresses, info)
      report.statusChanged('bip122', 'connected')
    }
    const reportPolkadot = () => {
      if (!snapshot.polkadotAddress) return
      report.accountsChanged('polkadot', [snapshot.polkadotAddress], info)
      report.statusChanged('polkadot', 'connected')
    }
    // The active network's namespace is reported first: once it is served, the EVM chain reported
    // next does not take the active network away from Solana, Polkadot or Bitcoin (docs/state-rules.md#networks).
    const activeNamespace = store.getState().network.caipNetwork?.chainNamespace
    if (activeNamespace === 'solana') reportSolana()
    if (activeNamespace === 'polkadot') reportPolkadot()
    if (activeNamespace === 'bip122') reportBitcoin()
    report.chainChanged('eip155', Number(network.id))
    report.accountsChanged('eip155', [address], info)
    report.statusChanged('eip155', 'connected')
    if (activeNamespace !== 'solana') reportSolana()
    if (activeNamespace !== 'polkadot') reportPolkadot()
    if (activeNamespace !== 'bip122') reportBitcoin()
    await inUse.publish(network)
  }

  /**
   * After the visitor proved who they are: the key (created or recovered), then the account. The
   * recovery code is shown or asked on the sign-in view while the visitor still waits on it
   * (`stillWanted`); without a view (a Telegram return at load) a browser that needs the code fails.
   */
  async function finish(signedIn: AuthSession | null, stillWanted?: () => boolean, passkey?: PasskeySeal) {
    const hadConnection = hasConnection()
    report.statusChanged('eip155', 'connecting')
    try {
      const recovery = stillWanted ? { recovery: recoveryPromptFor(store, stillWanted) } : {}
      const wallet = await session.sessions()
      // No sign-in: the guest wallet (features.guestWallets), kept on this device.
      await adopt(await (signedIn ? wallet.signIn(signedIn, passkey ? { ...recovery, passkey } : recovery) : wallet.startGuest()))
    } catch (error) {
      report.statusChanged('eip155', statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      alertIfUnreachable(error)
      throw toProviderError(error)
    }
  }

  const signIn = createSignInFlows({ store, report, client: session.client, projectId: () => options().projectId, authUrl: () => options().services.authUrl, finish, alertIfUnreachable })

  /** After a switch of network or account type: the dapp sees accountsChanged when the address it acts with changes. */
  async function followAddress(network: NonNullable<ReturnType<typeof networks.activeEvm>>, { chain }: { chain: boolean }) {
    const before = store.getState().account.byNamespace.eip155?.address
    const address = await inUse.addressOn(network)
    if (chain) report.chainChanged('eip155', Number(network.id))
    if (address !== before) report.accountsChanged('eip155', [address])
    await inUse.publish(network)
  }

  const connector: EmbeddedConnector = {
    id: EMBEDDED_CONNECTOR_ID,
    capabilities: { namespaces: ['eip155', 'solana', 'polkadot', 'bip122'], switchChain: true },
    // A batch naming a grant is checked and booked here (answerSmartAccountRequest's underGrant).
    enforcesGrants: true,
    claim(pick): ConnectTarget | undefined {
      if (pick.group === 'email') return { view: 'EmailVerifyOtp', data: { email: pick.id, state: 'waiting' }, onConnected: 'account' }
      if (pick.group !== 'social') return undefined
      // 'passkey' signs in with one the visitor has; its view's "Create a passkey" picks 'passkey:new'.
      if (pick.id === 'passkey' || pick.id === 'passkey:new') return { view: 'ConnectingPasskey', data: { provider: 'passkey', mode: pick.id === 'passkey' ? 'signIn' : 'signUp', state: 'waiting' }, onConnected: 'account' }
      if (pick.id === 'farcaster') return { view: 'ConnectingFarcaster', data: { provider: 'farcaster', state: 'waiting' }, onConnected: 'account' }
      if (!isOidcSocialProvider(pick.id)) return undefined
      return { view: 'ConnectingSocial', data: { provider: pick.id, state: 'waiting' }, onConnected: 'account' }
    },
    connect(target: ConnectTarget, { stillWanted }) {
      const provider = String(target.data.provider ?? '')
      if (target.view === 'EmailVerifyOtp') return signIn.email(String(target.data.email ?? ''), stillWanted)
      if (target.view === 'ConnectingFarcaster') return signIn.farcaster(stillWanted)
      if (target.view === 'ConnectingPasskey') return signIn.passkey(target.data.mode === 'signUp' ? 'signUp' : 'signIn', stillWanted)
      if (target.view === 'ConnectingSocial' && isOidcSocialProvider(provider)) return signIn.social(provider, stillWanted)
      return Promise.reject(new InvalidRequestError({ message: ErrorText.socialSignInFailed }))
    },
    submitEmailCode: (code) => signIn.submitEmailCode(code),
    connectGuest: () => finish(null),
    async upgradeGuest(proof, stillWanted) {
      await adopt(await (await session.sessions()).upgradeGuest(proof, { recovery: recoveryPromptFor(store, stillWanted) }))
    },
    async restore() {
      // Telegram mini-app return (docs/views.md#telegram-return): a social sign-in finishes from the result_uri parameter.
      const telegram = readTelegramResult()
      if (telegram) {
        report.statusChanged('eip155', 'connecting')
        try {
          return await finish(await finishTelegramSignIn(session.client(), telegram))
        } catch (error) {
          if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
          throw toProviderError(error)
        }
      }
      if (!signedInMarker.get()) return
      report.statusChanged('eip155', 'connecting')
      try {
        const snapshot = await (await session.sessions()).restore()
        if (snapshot.status === 'signedIn') return await adopt(snapshot)
        signedInMarker.set(false)
        if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
      } catch (error) {
        if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
        // docs/texts.md#wallet: the wallet could not load (service unreachable, key not restorable).
        report.noticed({ type: 'serviceUnreachable' })
        throw toProviderError(error)
      }
    },
    async disconnect(namespace) {
      const wallet = session.current()
      // One sign-in serves every namespace: releasing one keeps the session while another is on.
      const holds = { eip155: () => wallet?.account(), solana: () => wallet?.solanaAccount(), polkadot: () => wallet?.polkadotAccount(), bip122: () => wallet?.bitcoinAccount() } as const
      const others = (Object.keys(holds) as (keyof typeof holds)[]).filter((n) => n !== namespace)
      if (wallet && others.some((other) => store.getState().account.byNamespace[other]?.status === 'connected' && holds[other]())) return
      signIn.cancel()
      signedInMarker.set(false)
      smart.clear()
      // Grants restored from storage end with the session too, even when this page never used them.
      if (wallet) grants.held((await loadWalletParts()).createGrantStore)
      await grants.current()?.clear().catch(() => undefined)
      if (wallet) await wallet.signOut()
    },
    request: answerEmbeddedRequests({ store, report, session, networks, smart, inUse, grants }),
    async switchChain(network) {
      const wallet = session.current()
      // Solana has no chain to switch in the wallet: the same key signs for whichever cluster is active.
      if (network.chainNamespace === 'solana' && wallet?.solanaAccount()) return
      // Nor Polkadot: the sr25519 key signs for whichever Polkadot network is active.
      if (network.chainNamespace === 'polkadot' && wallet?.polkadotAccount()) return
      // Bitcoin's addresses differ by network (bc1 / tb1 / bcrt1 and the coin type): the new network's are reported.
      if (network.chainNamespace === 'bip122' && wallet?.bitcoinAccount()) {
        const addresses = await bitcoinAddresses(network)
        if (!addresses) throw new UnauthorizedError()
        report.accountsChanged('bip122', addresses)
        return
      }
      if (network.chainNamespace !== 'eip155') throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
      if (!wallet?.account()) throw new UnauthorizedError()
      await followAddress(network, { chain: true })
    },
    async setAccountType(type) {
      const owner = session.current()?.account()
      const network = networks.activeEvm()
      if (!owner || !network) throw new UnauthorizedError()
      preferredAccountType.set(owner.address, type)
      await followAddress(network, { chain: false })
    },
    ...createKeyExport({ store, session, projectId: () => options().projectId }),
    authSession: () => session,
    async prepare() {
      await Promise.all([loadWalletParts(), loadSocialSignIn().catch(() => undefined)])
    },
  }

  report.walletsListed([{ id: EMBEDDED_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', chain: 'eip155' }])
  return connector
}
