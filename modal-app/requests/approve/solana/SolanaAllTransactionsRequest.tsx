import { t } from '../../../ui/i18n/t'
import type { MethodProps } from '../bodies/MethodProps'
import type { SolanaAllTransactionsParams } from '../../methods/params'
import SolanaTransactionRequest from './SolanaTransactionRequest'
import '../../../ui/i18n/viewMessages'

/**
 * solana_signAllTransactions: one approval for the whole list, each transaction in order with
 * its fee payer, decoded instructions and simulated balance changes (as a single one shows),
 * headed "Transaction n of m". Approve signs all of them, Reject none.
 *
 * @example
 * <SolanaAllTransactionsRequest method="solana_signAllTransactions" params={{ transactions: ['AQAB…', 'AQAB…'] }} network={solanaDevnet} />
 */
export default function SolanaAllTransactionsRequest({ method, params, network }: MethodProps<SolanaAllTransactionsParams>) {
  const { transactions } = params
  return (
    <ol className="airlock-stack" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {transactions.map((transaction, i) => (
        <li key={i} data-testid="airlock-approve-solana-transaction" data-position={i + 1}>
          <p className="airlock-help-title">{t('approve.solana.transactionOf', { position: i + 1, count: transactions.length })}</p>
          <SolanaTransactionRequest method={method} params={{ transaction }} network={network} />
        </li>
      ))}
    </ol>
  )
}
