import type { RemoteApi } from '../../shared/bridge/channel'
import type { HostApi, HostWalletInfo } from '../../shared/protocol/api'

/** A rejection as an EIP-1193 wallet throws it: a plain object with a code (4001, 4902, …). */
export interface WalletRejection {
  code: number
  message: string
}

/** A stand-in for a browser-extension wallet in the host page, and the host that reaches it. */
export interface FakeEip1193Wallet {
  info: HostWalletInfo
  /** The host API the injected connector talks to: `walletRequest` goes to this wallet. */
  host: RemoteApi<HostApi>
  /** Every request the wallet received, in order. */
  calls: Array<{ method: string; params?: unknown }>
  /** What the host was asked to emit (`wallet-subscribe`, …). */
  emitted: unknown[]
  accounts: string[]
  chainId: number
  /** Makes the next calls of a method fail as the wallet would. */
  refuse(method: string, rejection: WalletRejection): void
}

/**
 * A fake EIP-1193 wallet (a test double of the wallet, not of Airlock's code): it answers
 * `eth_requestAccounts` / `eth_accounts` with its accounts, `eth_chainId` in hex, switches chains
 * it knows on `wallet_switchEthereumChain` (4902 for others), signs with a fixed signature and
 * throws the EIP-1193 rejections it is told to.
 *
 * @example
 * const wallet = fakeEip1193Wallet({ rdns: 'dev.test' })
 * wallet.refuse('eth_requestAccounts', { code: 4001, message: 'User rejected the request.' })
 */
export function fakeEip1193Wallet(info: Partial<HostWalletInfo> = {}, knownChains: readonly number[] = [1, 8453]): FakeEip1193Wallet {
  const refusals = new Map<string, WalletRejection>()
  const wallet: FakeEip1193Wallet = {
    info: { uuid: 'u1', name: 'Test Wallet', icon: '', rdns: 'dev.test', type: 'ANNOUNCED', ...info },
    calls: [],
    emitted: [],
    accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: 1,
    refuse: (method, rejection) => void refusals.set(method, rejection),
    host: {
      emit: async (event: unknown) => void wallet.emitted.push(event),
      walletRequest: async (_uuid: string, args: { method: string; params?: unknown }) => {
        wallet.calls.push(args)
        const refused = refusals.get(args.method)
        if (refused) throw { ...refused }
        switch (args.method) {
          case 'eth_requestAccounts':
          case 'eth_accounts':
            return [...wallet.accounts]
          case 'eth_chainId':
            return `0x${wallet.chainId.toString(16)}`
          case 'wallet_switchEthereumChain': {
            const wanted = Number.parseInt(String((args.params as [{ chainId: string }])[0].chainId), 16)
            if (!knownChains.includes(wanted)) throw { code: 4902, message: 'Unrecognized chain ID.' }
            wallet.chainId = wanted
            return null
          }
          case 'wallet_revokePermissions':
            return null
          default:
            return '0xsignature'
        }
      },
    } as unknown as RemoteApi<HostApi>,
  }
  return wallet
}
