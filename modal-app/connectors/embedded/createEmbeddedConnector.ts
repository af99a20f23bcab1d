import type { AuthSession, AuthUser, OidcSocialProvider } from '../../../shared/authApi'
import { ErrorText } from '../../../shared/errors/messages'
import { InvalidRequestError, ProviderRpcError, toProviderError, UnauthorizedError, UnsupportedMethodError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../rpc/trustedRpcUrlOf'
import type { SocialProvider } from '../../../shared/options'
import type { ConnectedWalletInfo } from '../../features/account/accountTypes'
import { CallsError, CallsErrorCode } from '../../../shared/errors/CallsError'
import { statusAfterConnect } from '../../features/connection/connectionRules'
import { readFromNetwork } from '../../rpc/readFromNetwork'
import type { ConnectOptions, ConnectorContext, ConnectTarget } from '../Connector'
import { AuthRequestError } from './authClient/AuthRequestError'
import { createAuthClient, type AuthClient } from './authClient/createAuthClient'
import type { EmbeddedConnector } from './EmbeddedConnector'
import type { GrantStore } from '../../features/permissions/createGrantStore'
import { PermissionRefusedError } from '../../../shared/errors/PermissionRefusedError'
import { createSmartAccounts } from './internal/createSmartAccounts'
import { loadWalletParts } from './internal/loadWalletParts'
import { recoveryPromptFor } from './internal/recoveryPromptFor'
import { preferredAccountType, type EvmAccountType } from './internal/preferredAccountType'
import { signedInMarker } from './internal/signedInMarker'
import { loadSocialSignIn, socialSignInNow } from './internal/socialSignIn'
import { finishTelegramSignIn } from './social/finishTelegramSignIn'
import { readTelegramResult } from './social/readTelegramResult'
import { waitForEmailCode, type EmailCodeWait } from './internal/waitForEmailCode'
import type { EmbeddedSessionStore } from './session/createEmbeddedSessionStore'
import type { EmbeddedWalletSnapshot } from './session/EmbeddedWalletSnapshot'

/** The id of the AUTH row it lists: the Connect view offers email and socials while it is there. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/**
 * The embedded wallet (SPEC.md §1 email and socials, DESIGN.md "The embedded wallet's keys"):
 * lists an AUTH row so Connect offers email and social sign-in; serves the email pick on
 * EmailVerifyOtp (sends the code, waits for the visitor's code, verifies it, keeps the wrong-code
 * message on the view), social picks on ConnectingSocial and Farcaster on ConnectingFarcaster;
 * then creates or recovers the key in the modal's origin and reports the account, the wallet
 * info (email or social provider) and the active chain. It restores a stored session on reload
 * (§4 connecting → connected / disconnected, the §8 alert when the wallet fails to load), answers
 * the approved requests by signing in the modal (viem) and sending to the chain's endpoint, and
 * signs out at the service on disconnect. Its heavy code loads only on intent, a sign-in or a
 * restore.
 *
 * @example
 * const embedded = createEmbeddedConnector({ store, host, report })
 * await embedded.connect({ view: 'EmailVerifyOtp', data: { email }, onConnected: 'account' }, { stillWanted })
 */
export function createEmbeddedConnector(ctx: ConnectorContext, deps: { fetch?: typeof globalThis.fetch } = {}): EmbeddedConnector {
  const { store, report } = ctx
  const options = () => store.getState().options.value
  let auth: AuthClient | undefined
  let wallet: EmbeddedSessionStore | undefined
  let emailWait: EmailCodeWait | undefined
  let cancelFarcaster: (() => void) | undefined
  // The operator's paymaster sponsors the visitor's own session only: it gets the token, the dapp never does.
  const smart = createSmartAccounts(store, { sessionToken: () => wallet?.sessionToken() ?? null })
  /** The smart sessions (made with the wallet chunk on the first request that needs them; restored from the modal origin's storage). */
  let grants: GrantStore | undefined
  /** The account type in use (the preferred one where the network has a bundler, else the key's). */
  let accountType: EvmAccountType = 'eoa'

  const client = (): AuthClient =>
    (auth ??= createAuthClient({ authUrl: options().services.authUrl, projectId: options().projectId, ...(deps.fetch ? { fetch: deps.fetch } : {}) }))
  const sessions = async (): Promise<EmbeddedSessionStore> => {
    if (wallet) return wallet
    const parts = await loadWalletParts()
    // A Solana key only for a dapp that uses Solana: it is created beside the EVM key at sign-in.
    wallet ??= parts.createEmbeddedSessionStore({ client: client(), ...(solanaNetwork() ? { solanaScheme: parts.ed25519Scheme } : {}) })
    return wallet
  }
  const hasConnection = () => store.getState().account.byNamespace.eip155?.status === 'connected'
  /** §8: the wallet's service did not answer (timeout, unreachable). */
  const alertIfUnreachable = (error: unknown) => {
    if (error instanceof AuthRequestError && (error.reason === 'TIMEOUT' || error.reason === 'NETWORK')) report.noticed({ type: 'serviceUnreachable' })
  }

  /** The eip155 network the wallet uses: the active one when it is eip155, else the first configured. */
  const activeEvmNetwork = (): AirlockNetwork | undefined => {
    const active = store.getState().network.caipNetwork
    if (active?.chainNamespace === 'eip155') return active
    return options().networks.find((n) => n.chainNamespace === 'eip155')
  }

  /** The Solana network the wallet uses: the active one when it is Solana, else the first configured. */
  const solanaNetwork = (): AirlockNetwork | undefined => {
    const active = store.getState().network.caipNetwork
    if (active?.chainNamespace === 'solana') return active
    return options().networks.find((n) => n.chainNamespace === 'solana')
  }

  async function adopt(snapshot: EmbeddedWalletSnapshot) {
    const network = activeEvmNetwork()
    if (!snapshot.address || !snapshot.user || !network) throw new UnauthorizedError()
    signedInMarker.set(snapshot.persistent)
    // §4: the preferred type is set once, on the wallet's first connect (defaultAccountTypes, §1
    // smart account on EVM); afterwards it is the visitor's choice from the Account view.
    if (!preferredAccountType.get(snapshot.address)) preferredAccountType.set(snapshot.address, options().defaultAccountTypes?.eip155 === 'eoa' ? 'eoa' : 'smartAccount')
    const address = await addressOn(network)
    const info = walletInfo(snapshot.user)
    const reportSolana = () => {
      if (!snapshot.solanaAddress) return
      report.accountsChanged('solana', [snapshot.solanaAddress], info)
      report.statusChanged('solana', 'connected')
    }
    // The active network's namespace is reported first: once it is served, the EVM chain
    // reported next does not take the active network away from Solana (§4).
    const solanaActive = store.getState().network.caipNetwork?.chainNamespace === 'solana'
    if (solanaActive) reportSolana()
    report.chainChanged('eip155', Number(network.id))
    report.accountsChanged('eip155', [address], info)
    report.statusChanged('eip155', 'connected')
    if (!solanaActive) reportSolana()
    await publishAccountType(network)
  }

  /** The address the dapp sees on a network: the smart account's where it can act, else the key's. */
  async function addressOn(network: AirlockNetwork): Promise<string> {
    const owner = wallet?.account()
    if (!owner) throw new UnauthorizedError()
    accountType = preferredAccountType.get(owner.address) === 'smartAccount' && smart.available(network) ? 'smartAccount' : 'eoa'
    return accountType === 'smartAccount' ? (await smart.wallet(owner, network)).account.address : owner.address
  }

  /** §3 preferredAccountType, smartAccountDeployed, allAccounts (the account in use, typed) and the enabled networks, for the Account view. */
  async function publishAccountType(network: AirlockNetwork) {
    const owner = wallet?.account()
    if (!owner) return
    const preferred = preferredAccountType.get(owner.address) ?? 'smartAccount'
    const account = smart.available(network) ? await smart.wallet(owner, network) : undefined
    const deployed = account ? await account.isDeployed().catch(() => false) : false
    report.noticed({
      type: 'accountType',
      smartAccountNetworks: smart.enabledNetworks(),
      preferredAccountType: preferred,
      smartAccountDeployed: deployed,
      // Only the account in use: the public state lists allAccounts to the dapp, which acts with one.
      allAccounts: [{ address: accountType === 'smartAccount' && account ? account.account.address : owner.address, type: accountType, namespace: 'eip155' }],
    })
  }

  /**
   * After the visitor proved who they are: the key (created or recovered), then the account. The
   * recovery code is shown or asked on the sign-in view while the visitor still waits on it
   * (`stillWanted`); without a view (a Telegram return at load) a browser that needs the code fails.
   */
  async function finish(session: AuthSession, stillWanted?: () => boolean) {
    const hadConnection = hasConnection()
    report.statusChanged('eip155', 'connecting')
    try {
      await adopt(await (await sessions()).signIn(session, stillWanted ? { recovery: recoveryPromptFor(store, stillWanted) } : {}))
    } catch (error) {
      report.statusChanged('eip155', statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      alertIfUnreachable(error)
      throw toProviderError(error)
    }
  }

  async function connectEmail(email: string, { stillWanted }: ConnectOptions) {
    emailWait?.cancel()
    const wait = waitForEmailCode({ email, auth: client(), store, stillWanted })
    emailWait = wait
    try {
      const session = await wait.session
      await finish(session, stillWanted)
    } catch (error) {
      alertIfUnreachable(error)
      throw toProviderError(error)
    } finally {
      if (emailWait === wait) emailWait = undefined
    }
  }

  async function connectSocial(provider: OidcSocialProvider, stillWanted: () => boolean) {
    // The popup must open within the visitor's click: nothing is awaited before this call.
    const flows = socialSignInNow() ?? (await loadSocialSignIn())
    const session = await flows.signInWithSocial(client(), provider, { projectId: options().projectId })
    await finish(session, stillWanted)
  }

  async function connectFarcaster(stillWanted: () => boolean) {
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
  }

  const connector: EmbeddedConnector = {
    id: EMBEDDED_CONNECTOR_ID,
    capabilities: { namespaces: ['eip155', 'solana'], switchChain: true },
    // A batch naming a grant is checked and booked here (answerSmartAccountRequest's underGrant).
    enforcesGrants: true,
    claim(pick): ConnectTarget | undefined {
      if (pick.group === 'email') return { view: 'EmailVerifyOtp', data: { email: pick.id, state: 'waiting' }, onConnected: 'account' }
      if (pick.group !== 'social') return undefined
      if (pick.id === 'farcaster') return { view: 'ConnectingFarcaster', data: { provider: 'farcaster', state: 'waiting' }, onConnected: 'account' }
      if (!isOidcProvider(pick.id)) return undefined
      return { view: 'ConnectingSocial', data: { provider: pick.id, state: 'waiting' }, onConnected: 'account' }
    },
    connect(target: ConnectTarget, connectOptions) {
      const provider = String(target.data.provider ?? '')
      if (target.view === 'EmailVerifyOtp') return connectEmail(String(target.data.email ?? ''), connectOptions)
      if (target.view === 'ConnectingFarcaster') return connectFarcaster(connectOptions.stillWanted)
      if (target.view === 'ConnectingSocial' && isOidcProvider(provider)) return connectSocial(provider, connectOptions.stillWanted)
      return Promise.reject(new InvalidRequestError({ message: ErrorText.socialSignInFailed }))
    },
    submitEmailCode(code) {
      if (!emailWait) return Promise.reject(new InvalidRequestError({ message: ErrorText.anErrorOccurred }))
      return emailWait.submit(code)
    },
    async restore() {
      // §2 Telegram mini-app return: a social sign-in finishes from the result_uri parameter.
      const telegram = readTelegramResult()
      if (telegram) {
        report.statusChanged('eip155', 'connecting')
        try {
          return await finish(await finishTelegramSignIn(client(), telegram))
        } catch (error) {
          if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
          throw toProviderError(error)
        }
      }
      if (!signedInMarker.get()) return
      report.statusChanged('eip155', 'connecting')
      try {
        const snapshot = await (await sessions()).restore()
        if (snapshot.status === 'signedIn') return await adopt(snapshot)
        signedInMarker.set(false)
        if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
      } catch (error) {
        if (!hasConnection()) report.statusChanged('eip155', 'disconnected')
        // §8: the wallet could not load (service unreachable, key not restorable).
        report.noticed({ type: 'serviceUnreachable' })
        throw toProviderError(error)
      }
    },
    async disconnect(namespace) {
      // One sign-in serves both namespaces: releasing one keeps the session while the other is on.
      const other = namespace === 'solana' ? 'eip155' : 'solana'
      if (wallet && store.getState().account.byNamespace[other]?.status === 'connected' && (other === 'eip155' ? wallet.account() : wallet.solanaAccount())) return
      emailWait?.cancel()
      cancelFarcaster?.()
      signedInMarker.set(false)
      smart.clear()
      // Grants restored from storage end with the session too, even when this page never used them.
      if (wallet) grants ??= (await loadWalletParts()).createGrantStore()
      await grants?.clear().catch(() => undefined)
      if (wallet) await wallet.signOut()
    },
    async request(namespace, args) {
      if (namespace === 'solana') {
        const network = networkOf(args.chainId) ?? solanaNetwork()
        if (!wallet?.solanaAccount() || !network) throw new UnauthorizedError()
        const { answerSolanaRequest } = await loadWalletParts()
        const url = trustedRpcUrlOf(network, options().rpcUrls)
        return answerSolanaRequest({ account: () => wallet?.solanaAccount() ?? null, chain: (method, params) => readFromNetwork(url, method, params) }, args)
      }
      if (namespace !== 'eip155') throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
      const signer = wallet?.account() ?? null
      if (!signer) throw new UnauthorizedError()
      const network = networkOf(args.chainId) ?? activeEvmNetwork()
      if (!network) throw new UnauthorizedError()
      const address = store.getState().account.byNamespace.eip155?.address ?? signer.address
      const parts = await loadWalletParts()
      if (args.method === 'wallet_getCapabilities') return parts.answerCapabilities(args.params, { address, smartAccount: accountType === 'smartAccount', networks: smart.enabledNetworks(), sponsored: Boolean(options().services.paymasterUrl) })
      if (args.method === 'wallet_showCallsStatus') {
        const id = Array.isArray(args.params) ? args.params[0] : undefined
        if (typeof id !== 'string' || smart.chainOf(id) === undefined) throw new CallsError(CallsErrorCode.unknownBundle, 'Unknown calls id')
        // The wallet's own UI: the calls feature opens the status view and follows the batch.
        report.noticed({ type: 'callsStatusShown', id })
        return null
      }
      if (args.method === 'wallet_grantPermissions' || args.method === 'wallet_revokePermissions') {
        const chainIds = options().networks.filter((n) => smart.enabledNetworks().includes(n.caipNetworkId)).map((n) => Number(n.id))
        grants ??= parts.createGrantStore()
        const isAccountAbstraction = async (target: `0x${string}`, chainId: number) => {
          const on = options().networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
          if (!on) throw new UnauthorizedError()
          return parts.isAccountAbstractionContract((await smart.wallet(signer, on)).client, target)
        }
        return parts.answerPermissionRequest(args, { grants, account: address as `0x${string}`, smartAccount: accountType === 'smartAccount', chainIds, origin: store.getState().options.hostOrigin, nowSeconds: Math.floor(Date.now() / 1000), isAccountAbstraction })
      }
      const { answerEmbeddedRequest, answerSmartAccountRequest } = parts
      // A batch may name a grant made before a reload: the store reads it back from storage.
      if (options().features.smartSessions) grants ??= parts.createGrantStore()
      if (accountType === 'smartAccount') {
        // A status query is answered on the chain the batch went to.
        const chainId = args.method === 'wallet_getCallsStatus' && Array.isArray(args.params) ? smart.chainOf(String(args.params[0])) : undefined
        const on = (chainId !== undefined ? options().networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId) : undefined) ?? network
        const answer = await answerSmartAccountRequest({ wallet: await smart.wallet(signer, on), sponsorship: smart.sponsorship, sponsorshipRefused, sent: smart.sent, underGrant, checkGrant }, args)
        if (args.method === 'eth_sendTransaction' || args.method === 'wallet_sendCalls') void publishAccountType(on)
        return answer
      }
      const url = trustedRpcUrlOf(network, options().rpcUrls)
      return answerEmbeddedRequest({ account: () => wallet?.account() ?? null, chainId: () => Number(network.id), chain: (method, params) => readFromNetwork(url, method, params) }, args)
    },
    async switchChain(network) {
      // Solana has no chain to switch in the wallet: the same key signs for whichever cluster is active.
      if (network.chainNamespace === 'solana' && wallet?.solanaAccount()) return
      if (network.chainNamespace !== 'eip155') throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
      if (!wallet?.account()) throw new UnauthorizedError()
      const before = store.getState().account.byNamespace.eip155?.address
      const address = await addressOn(network)
      report.chainChanged('eip155', Number(network.id))
      if (address !== before) report.accountsChanged('eip155', [address])
      await publishAccountType(network)
    },
    async setAccountType(type) {
      const owner = wallet?.account()
      const network = activeEvmNetwork()
      if (!owner || !network) throw new UnauthorizedError()
      preferredAccountType.set(owner.address, type)
      const before = store.getState().account.byNamespace.eip155?.address
      const address = await addressOn(network)
      // The dapp sees accountsChanged when the address it acts with changes.
      if (address !== before) report.accountsChanged('eip155', [address])
      await publishAccountType(network)
    },
    exportKeys() {
      if (!wallet) return Promise.reject(new UnauthorizedError())
      return wallet.exportKeys()
    },
    startFreshSignIn(stillWanted) {
      const user = wallet?.snapshot().user
      const held = wallet
      if (!held || !user) throw new UnauthorizedError()
      if (user.provider === 'email' && user.email) {
        const wait = waitForEmailCode({ email: user.email, auth: client(), store, stillWanted })
        return { method: 'email', email: user.email, submit: wait.submit, cancel: wait.cancel, done: wait.session.then((session) => held.confirmSignIn(session)) }
      }
      const provider = user.provider
      if (!isOidcProvider(provider)) throw new UnauthorizedError()
      // The popup opens within the visitor's click when the flows are loaded (the view preloads them).
      const flows = socialSignInNow()
      const signIn = flows ? flows.signInWithSocial(client(), provider, { projectId: options().projectId }) : loadSocialSignIn().then((f) => f.signInWithSocial(client(), provider, { projectId: options().projectId }))
      return {
        method: 'social',
        email: null,
        submit: () => Promise.reject(new InvalidRequestError({ message: ErrorText.anErrorOccurred })),
        cancel: () => undefined,
        done: signIn.then((session) => held.confirmSignIn(session)),
      }
    },
    async prepare() {
      await Promise.all([loadWalletParts(), loadSocialSignIn().catch(() => undefined)])
    },
  }

  /** The paymaster's refusal, reported to the calls feature, which shows the visitor the reason in the modal. */
  const sponsorshipRefused = (message: string) => report.noticed({ type: 'sponsorshipRefused', message })

  /** A batch under a smart-session grant: only while smart sessions are on, checked and booked before anything is signed. */
  const underGrant = async (context: string, calls: readonly { to: `0x${string}`; value?: bigint; data?: `0x${string}` }[], chainId: number, cost: { gasCost: bigint; paymaster?: `0x${string}` }) => {
    if (!options().features.smartSessions) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    const account = store.getState().account.byNamespace.eip155?.address as `0x${string}` | undefined
    if (!account) throw new UnauthorizedError()
    if (!grants) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
    await grants.use(context, account, calls, { chainId, nowSeconds: Math.floor(Date.now() / 1000), origin: store.getState().options.hostOrigin, gasCost: cost.gasCost, ...(cost.paymaster ? { paymaster: cost.paymaster } : {}) })
  }

  /** The grant check alone, before an operation is prepared (nothing booked). */
  const checkGrant = async (context: string, calls: readonly { to: `0x${string}`; value?: bigint; data?: `0x${string}` }[], chainId: number) => {
    if (!options().features.smartSessions) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
    const account = store.getState().account.byNamespace.eip155?.address as `0x${string}` | undefined
    if (!account) throw new UnauthorizedError()
    if (!grants) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
    await grants.check(context, account, calls, { chainId, nowSeconds: Math.floor(Date.now() / 1000), origin: store.getState().options.hostOrigin })
  }

  const networkOf = (caipNetworkId: string | undefined) => (caipNetworkId ? options().networks.find((n) => n.caipNetworkId === caipNetworkId) : undefined)

  report.walletsListed([{ id: EMBEDDED_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', chain: 'eip155' }])
  return connector
}

const OIDC_PROVIDERS: readonly string[] = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] satisfies OidcSocialProvider[]

function isOidcProvider(value: string): value is OidcSocialProvider {
  return OIDC_PROVIDERS.includes(value)
}

/** What the Account view shows of who signed in: the email, or the social provider and username. */
function walletInfo(user: AuthUser): ConnectedWalletInfo {
  const user_ = { ...(user.email ? { email: user.email } : {}), ...(user.username ? { username: user.username } : {}) }
  if (user.provider === 'email') return { name: user.email ?? 'Email', identifier: 'email', user: user_ }
  return { name: user.username ?? user.provider, identifier: user.provider, socialProvider: user.provider as SocialProvider, user: user_ }
}

