/**
 * The exact user-facing texts of SPEC.md §5 and §8, one export each so bundles keep only
 * what they use. Import them as the `ErrorText` namespace from ./messages.
 */
export const rpcNotAllowed = 'Requested RPC call is not allowed'
export const actionNotAllowed = 'Action not allowed'
export const invalidCaipAddress = 'Invalid CAIP Address'
export const invalidCaip10 = 'Invalid CAIP-10 address'
export const invalidCaip2 = 'Invalid CAIP-2 network id'
export const bothSiwe = 'Cannot set both `siweConfig` and `siwx` options'
export const networkNotFoundById = (id: string | number) => `Network with ID ${id} not found`
export const namespaceNotConfigured = (ns: string) =>
    `Namespace '${ns}' is not configured. Please call connect() first with namespace config.`
export const missingCapabilitiesAddress = 'Missing address parameter in `wallet_getCapabilities` request'
export const emailThrottle = (seconds: number) => `Please try again after ${Math.ceil(seconds)} seconds`
export const tokenBalanceUnavailable = 'Token Balance Unavailable'
export const transactionStarted = 'Transaction started'
export const somethingWentWrong = 'Something went wrong'
export const invalidAmountReceiver = 'Please enter a valid amount and receiver address'
export const solanaSendFailed = 'Failed to send transaction. Please try again.'
export const unsupportedChain = 'Unsupported chain'
export const gasPriceUnsupported = 'Network not supported for Gas Price'
export const swapsUnsupported = 'Network not supported for Swaps'
export const failedToDisconnect = 'Failed to disconnect'
export const failedToDisconnectChains = 'Failed to disconnect chains'
export const providerNotFound = 'Provider not found.'
export const noProgrammaticSwitch = 'does not support programmatic chain switching'
export const wcConnectorNotFound = 'WalletConnectConnector not found'
export const switchChainFailed = (chainId: number | string) =>
    `Failed to switch to chain 'eip155:${chainId}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`
export const errorResolvingName = 'Error resolving name'
export const errorFetchingSuggestions = 'Error fetching name suggestions'
export const errorFetchingNames = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const siwxInitFailed = 'A problem occurred while trying initialize authentication'
export const signatureDeclined = 'Signature declined'
export const smartAccountsUnsupported = 'This application might not support Smart Accounts'
export const authenticating = 'Authenticating...'
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const requestAborted = 'Request was aborted'
export const anErrorOccurred = 'An error occurred'
export const signMessageFailed = 'Sign message failed'
export const callBeforeConnect = 'Please call connect() before request()'
export const noRpcUrl = 'No RPC url provided for chainId'
export const userRejected = 'User rejected the request.'
export const unauthorized = 'The requested account and/or method has not been authorized by the user.'
export const disconnected = 'The provider is disconnected from all chains.'
export const chainDisconnected = 'The provider is not connected to the requested chain.'
export const invalidRequest = 'Invalid request'
export const invalidParams = 'Invalid params'
export const internal = 'Internal error'
export const timeout = 'The request timed out.'
export const embeddedKeyUnrestorable = 'The embedded wallet could not be restored. Please sign in again.'
export const embeddedKeyDropped = 'The embedded wallet is signed out. Please sign in again.'
export const farcasterExpired = 'The Farcaster sign-in expired. Please try again.'
export const socialSignInFailed = 'Sign-in failed. Please try again.'
export const popupBlocked = 'The sign-in window was blocked. Please try again.'
export const invalidEmailCode = 'Enter the 6-digit code from the email.'
export const gasEstimateFailed = 'error estimating gas'
