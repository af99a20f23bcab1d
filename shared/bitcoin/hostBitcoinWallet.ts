/**
 * How the page's Wallet Standard Bitcoin wallets reach the modal: host-sdk/bitcoin announces each
 * with the same event as the page's Solana wallets (the EIP-6963 detail shape, which the host's
 * wallet directory already takes) and an rdns under this prefix, which is how the modal's
 * connectors tell them apart: the injected connector leaves every `wallet-standard.` rdns out,
 * the host-Bitcoin connector takes only these.
 *
 * @example
 * hostBitcoinWallet.is('wallet-standard.bitcoin:Xverse') // true
 */
export const hostBitcoinWallet = {
  event: 'airlock:announceWallet',
  rdnsPrefix: 'wallet-standard.bitcoin:',
  is: (rdns: string | undefined): boolean => !!rdns?.startsWith('wallet-standard.bitcoin:'),
}
