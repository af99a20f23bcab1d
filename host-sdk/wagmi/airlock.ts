import { createConnector } from '@wagmi/core'
import type { Address, Chain } from 'viem'
import type { AirlockModal, CreateModalOptions } from '../createModal'
import type { Eip1193Provider } from '../provider/Eip1193Provider'

/** What wagmi's storage remembers between visits: that this visitor connected through Airlock, so a reload reconnects. */
const CONNECTED_KEY = 'airlock.connected'

/** The chain ids the modal reports are hex strings (EIP-1193); wagmi counts in numbers. */
const toChainId = (hex: unknown) => Number(hex)

/**
 * A wagmi connector (wagmi 2 and 3) for the Airlock modal: `connect({ connector: airlock(options) })`
 * opens the modal, and the connector follows the modal's account, chain and disconnect from then
 * on. The host SDK itself (`createModal`) is loaded on the connector's first use, so a wagmi
 * config costs the page this file only; a reload reconnects without a prompt when wagmi's storage
 * remembers the visitor connected through Airlock, and touches nothing of Airlock otherwise.
 * `options` are `createModal`'s; the connector's id and rdns are the EIP-6963 rdns (`dev.airlock`
 * unless `announce.rdns` says otherwise), so wagmi lists the modal once even while it also
 * announces itself. Give `createConfig` `multiInjectedProviderDiscovery: false`: the modal lists
 * the page's wallets itself, and wagmi's own discovery would connect the wallet the modal picked a
 * second time, make that connection current and keep it after Airlock's disconnect.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [airlock({ projectId, networks: [mainnetNetwork], modalUrl, services })], transports: { [mainnet.id]: http() }, multiInjectedProviderDiscovery: false })
 * await connect(config, { connector: config.connectors[0] })
 */
export function airlock(options: CreateModalOptions) {
  const rdns = (options.announce && options.announce.rdns) || 'dev.airlock'
  return createConnector<Eip1193Provider, { getModal(): Promise<AirlockModal> }>((config) => {
    let modal: Promise<AirlockModal> | undefined
    let listening = false

    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: accounts as Address[] })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: toChainId(chainId) })
    // The visitor connected in the modal some other way (its own button, a restore): wagmi hears of it.
    const onConnect = async ({ chainId }: { chainId: string }) => {
      const connected = await accounts('eth_accounts').catch(() => [])
      if (connected.length) config.emitter.emit('connect', { accounts: connected, chainId: toChainId(chainId) })
    }
    const onDisconnect = () => {
      void config.storage?.removeItem(CONNECTED_KEY)
      config.emitter.emit('disconnect')
    }
    /** The modal, created on first use; the host SDK's module is fetched then, never at page load. */
    const getModal = () =>
      (modal ??= import('../index').then(({ createModal }) => {
        const created = createModal(options)
        created.provider.on('accountsChanged', onAccountsChanged as (...args: unknown[]) => void)
        created.provider.on('chainChanged', onChainChanged as (...args: unknown[]) => void)
        created.provider.on('disconnect', onDisconnect)
        created.provider.on('connect', onConnect as (...args: unknown[]) => void)
        listening = true
        return created
      }))
    const provider = async () => (await getModal()).provider
    const accounts = async (method: 'eth_accounts' | 'eth_requestAccounts') => (await (await provider()).request({ method })) as Address[]
    const chainId = async () => toChainId(await (await provider()).request({ method: 'eth_chainId' }))

    return {
      id: rdns,
      rdns,
      name: (options.announce && options.announce.name) || 'Airlock',
      icon: options.announce ? options.announce.icon : undefined,
      type: 'airlock',
      getModal,
      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        // A reconnect never prompts: the restored account or nothing. A connect opens the modal
        // on its Connect view (eth_requestAccounts does), and settles when the visitor picked.
        const connected = isReconnecting ? await accounts('eth_accounts') : await accounts('eth_requestAccounts')
        if (connected.length === 0) throw new Error('Airlock: no account connected')
        let current = await chainId()
        if (wanted !== undefined && wanted !== current) current = (await this.switchChain!({ chainId: wanted })).id
        await config.storage?.setItem(CONNECTED_KEY, true)
        return {
          accounts: (withCapabilities ? connected.map((address) => ({ address, capabilities: {} })) : connected) as never,
          chainId: current,
        }
      },
      async disconnect() {
        await config.storage?.removeItem(CONNECTED_KEY)
        if (!listening) return
        // wallet_revokePermissions disconnects the modal's wallet, without a prompt.
        await (await provider()).request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      },
      getAccounts: () => accounts('eth_accounts'),
      getChainId: chainId,
      // wagmi's reconnect asks every connector for its provider at page load: until the visitor
      // connected (now or on an earlier visit, per wagmi's storage) there is none, and nothing loads.
      async getProvider() {
        if (!modal && !(await config.storage?.getItem(CONNECTED_KEY))) return undefined as unknown as Eip1193Provider
        return provider()
      },
      async isAuthorized() {
        // Only a visitor who connected through Airlock before makes wagmi's reconnect load the SDK.
        if (!(await config.storage?.getItem(CONNECTED_KEY))) return false
        return (await accounts('eth_accounts')).length > 0
      },
      async switchChain({ chainId: id }) {
        const chain = config.chains.find((c: Chain) => c.id === id)
        if (!chain) throw new Error(`Airlock: chain ${id} is not in the wagmi config`)
        await (await provider()).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${id.toString(16)}` }] })
        config.emitter.emit('change', { chainId: id })
        return chain
      },
      onAccountsChanged,
      onChainChanged: onChainChanged,
      onConnect: (info) => void onConnect(info),
      onDisconnect,
    }
  })
}
