import { ErrorText } from '../../../../shared/errors/messages'

/**
 * The portfolio views' words. They belong in ui/locales/en.json (owned elsewhere); until they
 * move there they live here, in one place, so no view holds a literal.
 */
export const PortfolioText = {
  total: 'Total balance',
  tokens: 'Tokens',
  activity: 'Transactions',
  loading: 'Loading',
  loadMore: 'Load more',
  tokenBalanceUnavailable: ErrorText.tokenBalanceUnavailable,
  tokenBalanceRetry: 'Balances will be retried shortly.',
  failedToFetchTransactions: ErrorText.failedToFetchTransactions,
  failedStatus: 'Failed',
  operation: {
    send: 'Sent',
    receive: 'Received',
    mint: 'Minted',
    approve: 'Approved',
    deploy: 'Deployed',
    execute: 'Executed',
  } as Record<string, string>,
} as const
