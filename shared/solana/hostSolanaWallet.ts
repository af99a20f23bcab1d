/**
 * How the page's Wallet Standard Solana wallets reach the modal: host-sdk/solana announces each
 * with this event (the EIP-6963 detail shape, so the host's wallet directory takes them with the
 * handler it already has) and an rdns under this prefix, which is how the modal's connectors tell
 * them from EVM wallets: the injected connector leaves them out, the host-Solana connector takes
 * only them.
 *
 * @example
 * hostSolanaWallet.is('wallet-standard.solana:Phantom') // true
 */
export const hostSolanaWallet = {
  event: 'airlock:announceWallet',
  rdnsPrefix: 'wallet-standard.solana:',
  is: (rdns: string | undefined): boolean => !!rdns?.startsWith('wallet-standard.solana:'),
}
