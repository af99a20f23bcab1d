import type { ChainNamespace } from '../../../shared/caip'
import type { ConnectionStatus } from '../../../shared/protocol'
import type { SocialProvider } from '../../../shared/options'
import type { TokenBalance } from '../../../shared/dataApi/types'

/** Account tabs of docs/views.md#account-tabs. */
export const ACCOUNT_TABS = ['tokens', 'nfts', 'activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export type { TokenBalance }

/** One of the accounts a wallet exposes (allAccounts, docs/entities.md#account). */
export interface AccountEntry {
  address: string
  type: string
  namespace: ChainNamespace
  publicKey?: string
  path?: string
}

/** connected wallet info (docs/entities.md#account) (no provider objects: those stay in connectors). */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  socialProvider?: SocialProvider
  /** Who signed in to an embedded wallet (user (docs/entities.md#account): email, username). */
  user?: { email?: string; username?: string }
  /** The embedded wallet's guest wallet (no sign-in, kept on this device only). */
  guest?: boolean
}

/** account state of one namespace (docs/entities.md#account). */
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
 * A fresh account for a namespace (also what "resetting" (docs/state-rules.md#reset) returns to).
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
