import { InvalidParamsError } from '../../../shared/errors/ProviderRpcError'

type Ask = (args: { method: string; params: object }) => Promise<unknown>

/**
 * `solana_signAllTransactions` for a WalletConnect wallet whose session did not approve it: each
 * transaction goes to the wallet's `solana_signTransaction` in order, and the dapp gets the
 * signed list only when every one came back signed (a refusal part-way answers nothing, so it is
 * still all or none for the dapp; the visitor approved the whole list once in the modal).
 *
 * @example
 * await signAllOneByOne((args) => provider.request(args, chainId), { transactions: ['AQAB…', 'AQAB…'] })
 */
export async function signAllOneByOne(ask: Ask, params: unknown): Promise<{ transactions: string[] }> {
  const list = (params as { transactions?: unknown } | undefined)?.transactions
  if (!Array.isArray(list) || list.length === 0 || !list.every((t): t is string => typeof t === 'string')) throw new InvalidParamsError({ message: 'solana_signAllTransactions needs { transactions: base64[] }' })
  const transactions: string[] = []
  for (const transaction of list) {
    const answer = (await ask({ method: 'solana_signTransaction', params: { transaction } })) as { transaction?: unknown } | null
    if (typeof answer?.transaction !== 'string') throw new InvalidParamsError({ message: 'The wallet did not sign every transaction' })
    transactions.push(answer.transaction)
  }
  return { transactions }
}
