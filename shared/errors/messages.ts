/**
 * The exact user-facing texts of SPEC.md §5 and §8. Every error and toast reads its words from
 * here so the spec's wording has one home.
 *
 * @example
 * throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
 */
export const ErrorText = {
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10: 'Invalid CAIP-10 address',
  invalidCaip2: 'Invalid CAIP-2 network id',
  bothSiwe: 'Cannot set both `siweConfig` and `siwx` options',
  networkNotFoundById: (id: string | number) => `Network with ID ${id} not found`,
  namespaceNotConfigured: (ns: string) =>
    `Namespace '${ns}' is not configured. Please call connect() first with namespace config.`,
  missingCapabilitiesAddress: 'Missing address parameter in `wallet_getCapabilities` request',
  emailThrottle: (seconds: number) => `Please try again after ${Math.ceil(seconds)} seconds`,
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  transactionStarted: 'Transaction started',
  somethingWentWrong: 'Something went wrong',
  invalidAmountReceiver: 'Please enter a valid amount and receiver address',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  unsupportedChain: 'Unsupported chain',
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChains: 'Failed to disconnect chains',
  providerNotFound: 'Provider not found.',
  noProgrammaticSwitch: 'does not support programmatic chain switching',
  wcConnectorNotFound: 'WalletConnectConnector not found',
  switchChainFailed: (chainId: number | string) =>
    `Failed to switch to chain 'eip155:${chainId}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
  errorResolvingName: 'Error resolving name',
  errorFetchingSuggestions: 'Error fetching name suggestions',
  errorFetchingNames: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  authenticating: 'Authenticating...',
  failedToFetchTransactions: 'Failed to fetch transactions',
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  signMessageFailed: 'Sign message failed',
  callBeforeConnect: 'Please call connect() before request()',
  noRpcUrl: 'No RPC url provided for chainId',
  userRejected: 'User rejected the request.',
  unauthorized: 'The requested account and/or method has not been authorized by the user.',
  disconnected: 'The provider is disconnected from all chains.',
  chainDisconnected: 'The provider is not connected to the requested chain.',
  invalidRequest: 'Invalid request',
  invalidParams: 'Invalid params',
  internal: 'Internal error',
  timeout: 'The request timed out.',
} as const

/**
 * The alert catalogue of SPEC.md §8: a title and a description each. The modal shows these as
 * banners; `once` alerts show a single time per modal life.
 *
 * @example
 * dispatch(alertRaised(AlertKey.invalidAppConfiguration))
 */
export const Alerts = {
  invalidAppConfiguration: {
    title: 'Invalid App Configuration',
    description:
      'Origin is not allowed for this project. Add this origin to the allowlist of your project to use it.',
  },
  sessionExpired: {
    title: 'Session Expired',
    description:
      'Invalid session found on UniversalProvider - please check your time settings and connect again',
  },
  invalidProjectId: { title: 'Invalid Project ID', description: 'Invalid Project ID - update configuration' },
  projectIdNotConfigured: {
    title: 'Project ID Not Configured',
    description: 'Project ID Not Configured - set projectId in createModal',
  },
  networkNotFound: {
    title: 'Network Not Found',
    description: 'Network not found - please make sure it is included in `networks` of createModal',
  },
  socialsTimeout: {
    title: 'Embedded wallet failed to load',
    description: 'The embedded wallet failed to load. Please verify that your domain is allowed.',
  },
} as const

export type AlertKey = keyof typeof Alerts
