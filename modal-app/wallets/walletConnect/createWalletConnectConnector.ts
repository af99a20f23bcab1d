import type { ChainNamespace } from '../../../shared/caip'
import { ErrorText } from '../../../shared/errors/messages'
import { ProviderRpcError, toProviderError, UnauthorizedError, UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import { pairingExpiryFrom, pairingRefreshDelay } from './screens/pairingRefreshDelay'
import { openWalletLink } from './screens/openWalletLink'
import { savedDeepLink } from './screens/savedDeepLink'
import type { ConnectOptions, Connector, ConnectorContext } from '../Connector'
import { buildNamespaces } from './buildNamespaces'
import { loadUniversalProvider, type WalletConnectProvider } from './loadUniversalProvider'
import { sessionAccounts } from './sessionAccounts'
import { signAllOneByOne } from './signAllOneByOne'
import { walletConnectFlag } from './walletConnectFlag'
import { walletConnectTarget } from './walletConnectTarget'

/**
 * The WalletConnect connector: serves the WalletConnect row and catalog wallets the host page
 * does not have; a UniversalProvider on the configured relay, loaded only when the visitor is
 * about to need it (`prepare`) or a stored session is restored; the pairing URI with its
 * 4-minute expiry in the store (a fresh URI when 10 s or less remain, while the visitor still
 * waits); the session's accounts and chain reported for each approved namespace; session events
 * (accountsChanged, chainChanged, update, delete, expire) reported; the session restored after
 * a reload.
 *
 * @example
 * const walletConnect = createWalletConnectConnector({ store, host, report })
 * await walletConnect.connect(target, { stillWanted: () => true })
 */
export function createWalletConnectConnector(ctx: ConnectorContext): Connector {
  const { store, report } = ctx
  let loading: Promise<WalletConnectProvider> | undefined
  let loaded: WalletConnectProvider | undefined
  let attempt = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let topic: string | undefined
  let namespaces: ChainNamespace[] = []
  let chain: string | undefined

  const options = () => store.getState().options.value

  const session = () => {
    if (!loaded?.session) throw new UnauthorizedError()
    return { provider: loaded, session: loaded.session }
  }

  function applySession(provider: WalletConnectProvider, addressHint?: string) {
    const session = provider.session
    if (!session) return
    const state = store.getState()
    const preferred = { eip155: state.network.caipNetwork?.caipNetworkId }
    const accounts = sessionAccounts(session.namespaces, preferred, addressHint ? { eip155: addressHint } : {})
    if (accounts.length === 0) return
    topic = session.topic
    namespaces = accounts.map((a) => a.namespace)
    const peer = session.peer.metadata
    const wallet = { name: peer.name, icon: peer.icons?.[0], identifier: peer.url }
    // The namespace of the active network goes first: once it is served, another namespace's
    // chain reported next does not take the active network away (docs/state-rules.md#networks).
    const activeNs = state.network.caipNetwork?.chainNamespace
    const ordered = [...accounts.filter((a) => a.namespace === activeNs), ...accounts.filter((a) => a.namespace !== activeNs)]
    for (const account of ordered) {
      if (account.namespace === 'eip155') {
        report.chainChanged('eip155', Number(account.caipNetworkId.split(':')[1]))
        if (chain !== account.caipNetworkId) {
          chain = account.caipNetworkId
          provider.setDefaultChain(account.caipNetworkId)
        }
      }
      report.accountsChanged(account.namespace, account.addresses, wallet)
      report.statusChanged(account.namespace, 'connected', { viaWalletConnect: true })
    }
    report.noticed({ type: 'approvedNetworks', ids: accounts.flatMap((a) => a.approvedCaipNetworkIds), supportsAllNetworks: false })
    walletConnectFlag.set(true)
  }

  /** The session is gone (deleted by either side, expired): every namespace it served is reported ended. */
  function ended(fromWallet: boolean) {
    const served = namespaces
    topic = undefined
    namespaces = []
    chain = undefined
    walletConnectFlag.set(false)
    if (!fromWallet) return
    for (const ns of served) report.disconnect(ns)
  }

  function listen(provider: WalletConnectProvider) {
    provider.on('accountsChanged', (accounts: string[]) => {
      if (provider.session && accounts?.[0]) applySession(provider, accounts[0])
    })
    provider.on('session_update', () => applySession(provider))
    provider.on('chainChanged', (reference: string | number) => {
      const id = Number(String(reference).split(':').pop())
      if (!provider.session || !Number.isSafeInteger(id)) return
      chain = `eip155:${id}`
      report.chainChanged('eip155', id)
    })
    provider.on('session_delete', () => ended(true))
    provider.client.on('session_expire', ({ topic: expired }: { topic: string }) => {
      if (expired === topic) ended(true)
    })
  }

  function ready(): Promise<WalletConnectProvider> {
    loading ??= (async () => {
      const { projectId, services, metadata, enableTelemetry } = options()
      const hostOrigin = store.getState().options.hostOrigin
      const provider = await loadUniversalProvider({
        projectId,
        relayUrl: services.relayUrl,
        metadata: {
          name: metadata?.name ?? 'Airlock',
          description: metadata?.description ?? '',
          url: hostOrigin || metadata?.url || location.origin,
          icons: metadata?.icons ?? [],
        },
        telemetryEnabled: enableTelemetry === true,
      })
      loaded = provider
      listen(provider)
      applySession(provider)
      return provider
    })()
    loading.catch(() => (loading = undefined))
    return loading
  }

  /**
   * One connect attempt: a pairing whose URI goes to the store, replaced by a fresh one before it
   * expires while the visitor still waits. Resolves once the wallet approved; a refusal of the
   * latest pairing marks `wcError` and rejects (4001 for a refusal).
   */
  async function connect(_target: unknown, { stillWanted }: ConnectOptions): Promise<void> {
    const mine = ++attempt
    clearTimeout(refreshTimer)
    const provider = await ready()
    if (provider.session) return applySession(provider)
    let latest = 0
    await new Promise<void>((resolve, reject) => {
      const pair = () => {
        const pairing = ++latest
        const current = () => mine === attempt && pairing === latest
        const onUri = (uri: string) => {
          if (!current()) return
          const expiry = pairingExpiryFrom(Date.now())
          report.noticed({ type: 'pairingUri', uri, expiry })
          clearTimeout(refreshTimer)
          refreshTimer = setTimeout(() => {
            if (current() && !topic && stillWanted()) pair()
          }, pairingRefreshDelay(expiry, Date.now()))
        }
        const { networks, customRpcUrls } = options()
        provider.on('display_uri', onUri)
        ;(signInConfig() ? oneClick(provider) : provider.connect({ optionalNamespaces: buildNamespaces(ctx.methods.walletConnectMethods, networks, customRpcUrls) }).then(() => undefined))
          .then(
            (signedIn) => {
              attempt++
              clearTimeout(refreshTimer)
              // The session first: the connection it signs in must find it (no second prompt).
              if (signedIn) report.noticed({ type: 'signedIn', ...signedIn })
              applySession(provider)
              resolve()
            },
            (error: unknown) => {
              // A pairing replaced by a fresher one of the same attempt is left behind silently.
              if (pairing !== latest) return
              if (mine === attempt) {
                clearTimeout(refreshTimer)
                report.noticed({ type: 'pairingFailed' })
              }
              reject(walletError(error))
            },
          )
          .finally(() => provider.removeListener('display_uri', onUri))
      }
      pair()
    })
  }

  /** Sign-in is on and an eip155 network is configured: connect with one-click auth (the siwx feature). */
  function signInConfig() {
    const config = store.getState().siwx?.config
    return config && options().networks.some((n) => n.chainNamespace === 'eip155') ? config : undefined
  }

  async function oneClick(provider: WalletConnectProvider) {
    const state = store.getState()
    const active = state.network.caipNetwork
    const chains = options().networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.caipNetworkId as string)
    const first = active?.chainNamespace === 'eip155' ? active.caipNetworkId : chains[0]!
    const { authenticateOneClick } = await import('./authenticateOneClick')
    return authenticateOneClick(provider, {
      config: signInConfig()!,
      hostOrigin: state.options.hostOrigin,
      projectId: state.options.value.projectId,
      apiUrl: state.options.value.services.apiUrl,
      chains: [first, ...chains.filter((c) => c !== first)],
      now: Date.now(),
    })
  }

  return {
    id: 'walletConnect',
    capabilities: { namespaces: ['eip155', 'solana', 'polkadot', 'bip122'], switchChain: true },
    claim(pick, state) {
      const target = walletConnectTarget({
        pick,
        connectors: state.connectors.list,
        catalog: state.walletCatalog,
        custom: state.options.value.customWallets ?? [],
        recent: state.connection.recentWallets,
      })
      if (!target) return undefined
      const data = target.view === 'ConnectingWalletConnect' ? { ...target.wallet, walletId: target.wallet.id } : {}
      // With sign-in the modal closes once signed in (docs/state-rules.md#sign-in), as after the sign-in view.
      return { view: target.view, data, onConnected: state.siwx?.config ? 'close' : 'account' }
    },
    connect,
    async restore() {
      if (!walletConnectFlag.get()) return
      report.statusChanged('eip155', 'connecting')
      try {
        await ready()
        if (!topic) restoreFailed()
      } catch {
        restoreFailed()
      }
    },
    async disconnect() {
      const provider = loaded
      const ending = provider?.session ? provider.disconnect() : Promise.resolve()
      ended(false)
      await ending
    },
    async request(namespace, { method, params, chainId }) {
      const { provider, session: current } = session()
      // On a phone the wallet app is in the background: bring it forward for what it must answer.
      // The modal opens it itself, and only within the visitor's click (e.g. Approve): without a
      // user activation the browser refuses an app link anyway.
      const link = savedDeepLink.get()
      if (link && navigator.userActivation?.isActive && current.namespaces[chainId?.split(':')[0] ?? namespace]?.methods?.includes(method)) {
        openWalletLink({ href: link.href, kind: /^https?:/i.test(link.href) ? 'universal' : 'native' })
      }
      try {
        // A wallet that did not approve signing several at once signs them one by one.
        if (method === 'solana_signAllTransactions' && !current.namespaces.solana?.methods?.includes(method)) return await signAllOneByOne((args) => provider.request(args, chainId), params)
        return await provider.request(params === undefined ? { method } : { method, params: params as object }, chainId)
      } catch (error) {
        throw walletError(error)
      }
    },
    async switchChain(network) {
      const { provider, session: current } = session()
      // A Solana cluster, a Polkadot chain or a Bitcoin network is no chain the wallet switches to: the session approved it, or it can't be used.
      if (network.chainNamespace !== 'eip155') {
        const approved = sessionAccounts(current.namespaces).find((a) => a.namespace === network.chainNamespace)?.approvedCaipNetworkIds ?? []
        if (!approved.includes(network.caipNetworkId)) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
        return
      }
      const chainId = `0x${Number(network.id).toString(16)}`
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, chain ?? network.caipNetworkId)
      } catch (error) {
        throw walletError(error)
      }
      chain = network.caipNetworkId
    },
    prepare: async () => void (await ready()),
    networkChanged(network) {
      if (!topic || network.chainNamespace !== 'eip155' || chain === network.caipNetworkId) return
      chain = network.caipNetworkId
      void ready().then((provider) => provider.setDefaultChain(network.caipNetworkId))
    },
  }

  /** docs/state-rules.md#disconnect: a stored session that did not come back ends `disconnected` (unless something else connected meanwhile). */
  function restoreFailed() {
    walletConnectFlag.set(false)
    const state = store.getState()
    if (state.connection.statusByNamespace.eip155 === 'connecting' && state.account.byNamespace.eip155?.status !== 'connected') {
      report.statusChanged('eip155', 'disconnected')
    }
  }
}

/** Wallet refusals arrive as `{ code: 5000, message: 'User rejected.' }` (or 4001): both are 4001 for the dapp. */
function walletError(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 4001 || (code === 5000 && /reject/i.test(String(message))) || /user rejected/i.test(String(message))) {
    return new UserRejectedRequestError()
  }
  return toProviderError(error)
}
