import type { ChainNamespace } from '../../../shared/caip'
import type { ConnectionStatus } from '../../../shared/protocol'
import type { SocialProvider } from '../../../shared/options'
import type { TokenBalance } from '../../../shared/dataApi/types'

/** Account tabs of §2. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export type { TokenBalance }

/** One of the accounts a wallet exposes (§3 allAccounts). */
export interface AccountEntry {
  address: string
  type: string
  namespace: ChainNamespace
  publicKey?: string
  path?: string
}

/** §3 connected wallet info (no provider objects: those stay in connectors). */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  socialProvider?: SocialProvider
  /** Who signed in to an embedded wallet (§3 user: email, username). */
  user?: { email?: string; username?: string }
}

/** §3 account state of one namespace. */
export interface NamespaceAccount {
  namespace: ChainNamespace
  caipAddress?: string
  address?: string
  status: ConnectionStatus
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  tokenBalance: TokenBalance[]
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountType?: string
  socialProvider?: SocialProvider
  farcasterUrl?: string
  allAccounts: AccountEntry[]
  user?: { email?: string; username?: string }
  smartAccountDeployed: boolean
  currentTab: AccountTab
  addressLabels: Record<string, string>
}

/**
 * A fresh account for a namespace (also what §4 "resetting" returns to).
 *
 * @example
 * emptyAccount('eip155').status // 'disconnected'
 */
export function emptyAccount(namespace: ChainNamespace): NamespaceAccount {
  return {
    namespace,
    status: 'disconnected',
    tokenBalance: [],
    allAccounts: [],
    smartAccountDeployed: false,
    currentTab: 'tokens',
    addressLabels: {},
  }
}
