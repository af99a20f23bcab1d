import type { AccountEntry } from '../state/account/accountTypes'
import type { RecentWallet } from '../state/connection/connectionSlice'
import type { LocalSiwxSession } from '../state/siwx/siwxSlice'

/**
 * What a connector has to tell the modal besides its connection (wallets, status, accounts,
 * chain): a pairing URI for its view, a refused pairing, a sign-in the wallet made in one step,
 * its Recent wallets, the embedded wallet's account type and smart-account networks, a Farcaster
 * channel, a calls status to show, a refused sponsorship, or that its service did not answer. The
 * connector only says it; the hub (`applyNotice`) writes it to the store, so no connector
 * dispatches.
 *
 * @example
 * report.noticed({ type: 'pairingUri', uri, expiry })
 */
export type ConnectorNotice =
  /** A WalletConnect pairing URI (the QR code) and when it expires. */
  | { type: 'pairingUri'; uri: string; expiry: number }
  /** The wallet refused or failed the pairing the visitor waits on. */
  | { type: 'pairingFailed' }
  /** The networks the connected session approved. */
  | { type: 'approvedNetworks'; ids: string[]; supportsAllNetworks: boolean }
  /** A one-click sign-in the wallet made while connecting (kept before the connection is applied). */
  | { type: 'signedIn'; key: string; session: LocalSiwxSession }
  /** The Recent wallets, each with whether the host page has it now. */
  | { type: 'recentWallets'; wallets: RecentWallet[] }
  /** The embedded wallet's account type, whether it is deployed, the account in use and where smart accounts work. */
  | { type: 'accountType'; preferredAccountType: string; smartAccountDeployed: boolean; allAccounts: AccountEntry[]; smartAccountNetworks: string[] }
  /** A Farcaster sign-in channel for the ConnectingFarcaster view's QR code. */
  | { type: 'farcasterChannel'; url: string; expiresAt: number }
  /** The wallet's own calls status UI was asked for a batch (`wallet_showCallsStatus`). */
  | { type: 'callsStatusShown'; id: string }
  /** The paymaster refused to sponsor a batch, or the smart account refused its passkey's signature; the message is shown in the modal. */
  | { type: 'sponsorshipRefused'; message: string }
  /** The wallet's service did not answer (timeout, unreachable, or a restore that could not load). */
  | { type: 'serviceUnreachable' }
