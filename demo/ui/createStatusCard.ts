import type { AirlockModal, PublicState } from '../../host-sdk'
import { byTestId } from './byTestId'
import { setText } from './setText'
import { chainLabel, type NamedNetwork } from './chainLabel'
import { formatBalance } from './formatBalance'
import { formatError } from './formatError'
import { readSolanaBalances } from './readSolanaBalances'
import { truncateAddress } from '../../shared/format/truncateAddress'

export interface StatusCard {
  /**
   * Shows a new modal state (status, address, chain) and reloads balances when they changed, and
   * again (quietly) when the modal changes view or closes: a send or swap made inside the modal
   * tells the page nothing else.
   */
  update(state: PublicState): void
  /** Reads the balances again, e.g. after a transfer. */
  refreshBalances(): void
}

/** How long the card waits after the modal's last view change before it reads the balances again. */
export const MODAL_REFRESH_DELAY_MS = 250

const STATUS_TEXT: Record<PublicState['status'], string> = {
  disconnected: 'Not connected',
  connecting: 'Connecting…',
  connected: 'Connected',
}
// balanceOf(address): the ERC-20 read, spelled by hand so the page needs no library.
const BALANCE_OF = '0x70a08231'
const TOKEN_DECIMALS = 6
/** What the Balance field shows when the wallet could not read it (never the raw RPC error). */
export const BALANCE_UNAVAILABLE = 'Unavailable right now (the wallet could not read it)'

/**
 * Binds the status card and the header's Connect button to the modal's state: connection status,
 * address, chain, and the native and AUSD balances read through the provider (`eth_getBalance`,
 * `eth_call`), so everything shown comes from the same EIP-1193 provider a dapp would use.
 * `onNativeBalance` hears each ETH balance read (undefined when there is none to show), so
 * texts meant for an empty wallet can step aside. A Solana account (the demo's Solana card turned
 * on) has its SOL and AUSD read from the local Solana chain at `solanaRpcUrl` instead.
 *
 * @example
 * const card = createStatusCard(modal, [mainnet, base], env.tokenAddress, (wei) => faucet.showBalance(wei))
 * modal.subscribe(card.update)
 */
export function createStatusCard(
  modal: AirlockModal,
  networks: readonly NamedNetwork[],
  tokenAddress: string,
  onNativeBalance: (wei: bigint | undefined) => void = () => undefined,
  solanaRpcUrl?: string,
): StatusCard {
  const connect = byTestId<HTMLButtonElement>('demo-connect')
  const status = byTestId('demo-status')
  const address = byTestId('demo-address')
  const chain = byTestId('demo-chain')
  const balance = byTestId('demo-balance')
  const tokenBalance = byTestId('demo-token-balance')
  let shown = { address: '', chainId: '' }
  let modalSeen = { open: false, view: '' }
  let generation = 0
  let pending: ReturnType<typeof setTimeout> | undefined

  /** `quiet` keeps the figures shown while they are read again (a refresh, not a new account). */
  const loadBalances = async (account: string, quiet = false) => {
    const mine = ++generation
    if (!quiet) {
      balance.textContent = 'Loading…'
      tokenBalance.textContent = 'Loading…'
    }
    if (shown.chainId.startsWith('solana:')) return loadSolanaBalances(account, mine)
    const [wei, units] = await Promise.allSettled([
      modal.provider.request({ method: 'eth_getBalance', params: [account, 'latest'] }),
      modal.provider.request({ method: 'eth_call', params: [{ to: tokenAddress, data: BALANCE_OF + account.slice(2).toLowerCase().padStart(64, '0') }, 'latest'] }),
    ])
    if (mine !== generation) return
    onNativeBalance(wei.status === 'fulfilled' ? BigInt(String(wei.value)) : undefined)
    if (wei.status === 'fulfilled') balance.textContent = `${formatBalance(String(wei.value))} ETH`
    else {
      // The field is for people: a short reason here, the wallet's raw error in the console.
      balance.textContent = BALANCE_UNAVAILABLE
      console.warn('Airlock demo: eth_getBalance failed', formatError(wei.reason))
    }
    tokenBalance.textContent =
      units.status === 'fulfilled' && units.value !== '0x' ? `${formatBalance(String(units.value), TOKEN_DECIMALS, 2)} AUSD` : 'Not deployed on this chain'
  }

  const loadSolanaBalances = async (account: string, mine: number) => {
    // The faucet and its hint are for the EVM chains: nothing to show them for here.
    onNativeBalance(undefined)
    const read = solanaRpcUrl ? await readSolanaBalances(solanaRpcUrl, account).catch((error: unknown) => error as Error) : new Error('no Solana RPC URL')
    if (mine !== generation) return
    if (read instanceof Error) {
      balance.textContent = BALANCE_UNAVAILABLE
      tokenBalance.textContent = BALANCE_UNAVAILABLE
      console.warn('Airlock demo: reading the Solana balances failed', read.message)
      return
    }
    balance.textContent = read.sol
    tokenBalance.textContent = read.token
  }

  const refreshBalances = () => {
    if (shown.address) void loadBalances(shown.address)
  }
  // Debounced: a flow inside the modal passes through several views in a moment.
  const refreshQuietly = () => {
    clearTimeout(pending)
    pending = setTimeout(() => {
      if (shown.address) void loadBalances(shown.address, true)
    }, MODAL_REFRESH_DELAY_MS)
  }

  return {
    update(state) {
      const connected = state.status === 'connected' && !!state.address
      setText(status, STATUS_TEXT[state.status])
      status.dataset.status = state.status
      setText(address, connected ? state.address! : '—')
      // A Solana account has no hex chain id: its CAIP-2 id names the cluster.
      const chainId = state.namespace === 'solana' ? (state.caipNetworkId ?? '') : (state.chainId ?? state.caipNetworkId ?? '')
      setText(chain, chainId ? chainLabel(chainId, networks) : '—')
      setText(connect, connected ? (state.profileName ?? truncateAddress(state.address!)) : state.status === 'connecting' ? 'Connecting…' : 'Connect wallet')
      connect.title = connected ? 'Open your account in the Airlock modal' : 'Open the Airlock connect modal'
      connect.dataset.connected = String(connected)

      const next = { address: connected ? state.address! : '', chainId }
      // The modal moved on (another view, or closed): what it did may have moved funds.
      const modalMoved = state.view !== modalSeen.view || (modalSeen.open && !state.open)
      modalSeen = { open: state.open, view: state.view }
      if (next.address === shown.address && next.chainId === shown.chainId) {
        if (modalMoved && next.address) refreshQuietly()
        return
      }
      shown = next
      clearTimeout(pending)
      if (next.address) void loadBalances(next.address)
      else {
        generation++
        balance.textContent = '—'
        tokenBalance.textContent = '—'
        onNativeBalance(undefined)
      }
    },
    refreshBalances,
  }
}
