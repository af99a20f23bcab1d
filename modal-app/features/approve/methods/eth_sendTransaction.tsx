import { decodeFunctionData, erc20Abi, formatUnits } from 'viem'
import { t } from '../../../ui/i18n/t'
import { DetailRow } from '../views/DetailRow'
import type { MethodProps } from './MethodProps'

interface TxLike {
  to?: unknown
  value?: unknown
  data?: unknown
  input?: unknown
}

/**
 * eth_sendTransaction: recipient, amount in the network's currency, and the call data; an
 * ERC-20 `transfer` is decoded into its recipient and amount (in the token's base units).
 *
 * @example
 * <EthSendTransaction method="eth_sendTransaction" params={[{ to: '0x…', value: '0x38d7ea4c68000' }]} network={mainnet} />
 */
export default function EthSendTransaction({ params, network }: MethodProps) {
  const tx: TxLike = (Array.isArray(params) && params[0] && typeof params[0] === 'object' ? params[0] : {}) as TxLike
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : ''
  const transfer = decodeTransfer(data)
  const decimals = network?.nativeCurrency.decimals ?? 18
  const symbol = network?.nativeCurrency.symbol ?? ''
  return (
    <dl className="airlock-stack">
      <DetailRow label={transfer ? t('approve.contract') : t('approve.to')} testId="airlock-approve-to">
        {typeof tx.to === 'string' ? tx.to : '—'}
      </DetailRow>
      <DetailRow label={t('approve.value')} testId="airlock-approve-value">
        {`${formatUnits(toBigInt(tx.value), decimals)} ${symbol}`.trim()}
      </DetailRow>
      {transfer ? (
        <>
          <DetailRow label={t('approve.tokenRecipient')} testId="airlock-approve-token-to">
            {transfer.to}
          </DetailRow>
          <DetailRow label={t('approve.tokenAmount')} testId="airlock-approve-token-amount">
            {transfer.amount.toString()}
          </DetailRow>
        </>
      ) : null}
      {data && data !== '0x' ? (
        <DetailRow label={t('approve.data')} testId="airlock-approve-data">
          {data.length > 138 ? `${data.slice(0, 138)}…` : data}
        </DetailRow>
      ) : null}
    </dl>
  )
}

function toBigInt(value: unknown): bigint {
  try {
    return typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n
  } catch {
    return 0n
  }
}

function decodeTransfer(data: string): { to: string; amount: bigint } | undefined {
  if (!/^0xa9059cbb/i.test(data)) return undefined
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` })
    if (decoded.functionName !== 'transfer') return undefined
    const [to, amount] = decoded.args as readonly [string, bigint]
    return { to, amount }
  } catch {
    return undefined
  }
}
