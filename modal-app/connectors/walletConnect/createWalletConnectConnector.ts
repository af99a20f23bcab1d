import type { ChainNamespace } from '../../../shared/caip'
import { toProviderError, UnauthorizedError, UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { connectionStatusChanged, wcErrorRaised, wcUriReceived } from '../../features/connection/connectionSlice'
import { approvedNetworksChanged } from '../../features/network/networkSlice'
import { viewDataChanged, viewsReset } from '../../features/router/routerSlice'
import { pairingExpiryFrom, pairingRefreshDelay } from '../../features/walletConnect/pairingRefreshDelay'
import { openWalletLink } from '../../features/walletConnect/openWalletLink'
import { savedDeepLink } from '../../features/walletConnect/savedDeepLink'
import { applyAccounts, applyChain, resetNamespace } from '../applyConnection'
import type { ConnectorContext } from '../createConnectorHub'
import type { LiveConnector } from '../LiveConnector'
import { buildNamespaces } from './buildNamespaces'
import { loadUniversalProvider, type WalletConnectProvider } from './loadUniversalProvider'
import { sessionAccounts } from './sessionAccounts'
import { walletConnectFlag } from './walletConnectFlag'

/** The WalletConnect connector as the hub and the WalletConnect listeners use it. */
export interface WalletConnectConnector {
  /** Loads and initialises the provider once; a stored session is applied to the store. */
  ready(): Promise<WalletConnectProvider>
  /** Starts a pairing (the URI goes to `connection.wcUri`); resolves once the wallet approved. */
  connect(): Promise<void>
  /** The provider's default chain follows the modal's active network (§4 network switch). */
  followNetwork(network: AirlockNetwork): void
  /** Whether a WalletConnect session serves the store now. */
  isConnected(): boolean
}

/**
 * The WalletConnect connector: a lazily loaded UniversalProvider on the configured relay, the
 * pairing URI with its 4-minute expiry (a fresh URI when 10 s or less remain, while a connecting
 * view is shown), the session's accounts and chain in the store, a live client under each
 * approved namespace, session events (accountsChanged, chainChanged, update, delete, expire)
 * applied, and the session restored after a reload.
 *
 * @example
 * const walletConnect = createWalletConnectConnector({ store, host, registry })
 * await walletConnect.connect()
 */
export function createWalletConnectConnector(ctx: ConnectorContext): WalletConnectConnector {
  const { store, registry } = ctx
  let loading: Promise<WalletConnectProvider> | undefined
  let attempt = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let topic: string | undefined
  let namespaces: ChainNamespace[] = []
  let chain: string | undefined

  const options = () => store.getState().options.value

  function live(provider: WalletConnectProvider): LiveConnector {
    return {
      kind: 'walletConnect',
      async request({ method, params, chainId }) {
        if (!provider.session) throw new UnauthorizedError()
        // On a phone the wallet app is in the background: bring it forward for what it must answer.
        // The modal opens it itself, and only within the visitor's click (e.g. Approve): without a
        // user activation the browser refuses an app link anyway.
        const link = savedDeepLink.get()
        if (link && navigator.userActivation?.isActive && provider.session.namespaces[chainId?.split(':')[0] ?? 'eip155']?.methods?.includes(method)) {
          openWalletLink({ href: link.href, kind: /^https?:/i.test(link.href) ? 'universal' : 'native' })
        }
        try {
          return await provider.request(params === undefined ? { method } : { method, params: params as object }, chainId)
        } catch (error) {
          throw walletError(error)
        }
      },
      async disconnect() {
        const ending = provider.session ? provider.disconnect() : Promise.resolve()
        ended(false)
        await ending
      },
      async switchNetwork(network) {
        if (!provider.session) throw new UnauthorizedError()
        const chainId = `0x${Number(network.id).toString(16)}`
        try {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, chain ?? network.caipNetworkId)
        } catch (error) {
          throw walletError(error)
        }
        chain = network.caipNetworkId
      },
    }
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
    // The namespace of the active network goes last: applyAccounts makes it the active one.
    const activeNs = state.network.caipNetwork?.chainNamespace
    const ordered = [...accounts.filter((a) => a.namespace !== activeNs), ...accounts.filter((a) => a.namespace === activeNs)]
    for (const account of ordered) {
      registry.set(account.namespace, live(provider))
      if (account.namespace === 'eip155') {
        applyChain(store, Number(account.caipNetworkId.split(':')[1]))
        if (chain !== account.caipNetworkId) {
          chain = account.caipNetworkId
          provider.setDefaultChain(account.caipNetworkId)
        }
      }
      applyAccounts(store, account.namespace, account.addresses, wallet)
      store.dispatch(connectionStatusChanged({ namespace: account.namespace, status: 'connected', viaWalletConnect: true }))
    }
    store.dispatch(approvedNetworksChanged({ ids: accounts.flatMap((a) => a.approvedCaipNetworkIds), supportsAllNetworks: false }))
    walletConnectFlag.set(true)
  }

  /** The session is gone (deleted by either side, expired): every namespace it served resets. */
  function ended(fromWallet: boolean) {
    const served = namespaces
    topic = undefined
    namespaces = []
    chain = undefined
    walletConnectFlag.set(false)
    if (!fromWallet) return
    for (const ns of served) resetNamespace(store, registry, ns)
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
      applyChain(store, id)
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
      listen(provider)
      applySession(provider)
      return provider
    })()
    loading.catch(() => (loading = undefined))
    return loading
  }

  function scheduleRefresh(mine: number, expiry: number) {
    clearTimeout(refreshTimer)
    refreshTimer = setTimeout(() => {
      const { router } = store.getState()
      const showing = router.open && isWalletConnectView(router.history.at(-1)?.view)
      if (mine === attempt && showing && !topic) void connect().catch(() => undefined)
    }, pairingRefreshDelay(expiry, Date.now()))
  }

  async function connect(): Promise<void> {
    const mine = ++attempt
    clearTimeout(refreshTimer)
    const provider = await ready()
    if (provider.session) return applySession(provider)
    const onUri = (uri: string) => {
      if (mine !== attempt) return
      const expiry = pairingExpiryFrom(Date.now())
      store.dispatch(wcUriReceived({ uri, expiry }))
      scheduleRefresh(mine, expiry)
    }
    provider.on('display_uri', onUri)
    try {
      const { networks, customRpcUrls } = options()
      await provider.connect({ optionalNamespaces: buildNamespaces(networks, customRpcUrls) })
      attempt++
      clearTimeout(refreshTimer)
      applySession(provider)
      // The visitor waited on a connecting view: show the account they just connected.
      if (isWalletConnectView(store.getState().router.history.at(-1)?.view)) store.dispatch(viewsReset('Account'))
    } catch (error) {
      if (mine === attempt) {
        clearTimeout(refreshTimer)
        store.dispatch(wcErrorRaised())
        // The connecting view shows the error only for its own attempt (see useWalletConnectPairing).
        if (isWalletConnectView(store.getState().router.history.at(-1)?.view)) store.dispatch(viewDataChanged({ failedAt: Date.now() }))
      }
      throw walletError(error)
    } finally {
      provider.removeListener('display_uri', onUri)
    }
  }

  return {
    ready,
    connect,
    isConnected: () => !!topic,
    followNetwork(network) {
      if (!topic || network.chainNamespace !== 'eip155' || chain === network.caipNetworkId) return
      chain = network.caipNetworkId
      void ready().then((provider) => provider.setDefaultChain(network.caipNetworkId))
    },
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

function isWalletConnectView(view: string | undefined) {
  return view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic'
}
