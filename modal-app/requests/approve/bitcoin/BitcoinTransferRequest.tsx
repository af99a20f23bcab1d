import { DetailRow } from '../../../ui/components/DetailRow'
import { Icon } from '../../../ui/components/Icon'
import { localeFormat } from '../../../ui/i18n/localeFormat'
import { t } from '../../../ui/i18n/t'
import { useAppSelector } from '../../../store/hooks'
import type { MethodProps } from '../bodies/MethodProps'
import { useBtcText } from './useBtcText'
import type { BitcoinTransferParams } from '../../methods/params'
import { useTransferPlan } from './useTransferPlan'
import '../../../ui/i18n/viewMessages'

const rateFormat = (tag: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })

/**
 * sendTransfer: the recipient in full, the amount in BTC and USD, the network fee in BTC and USD
 * with its rate (the transfer plan over the payment address's coins at the 3-block rate: what the
 * embedded wallet pays; another wallet picks its own coins, so it reads "about" and "Set by your
 * wallet"), and the payment address it comes from. Coins that don't cover the amount and its fee
 * are said before Approve. Prices are the data API's, as on EVM sends.
 *
 * @example
 * <BitcoinTransferRequest method="sendTransfer" params={{ recipientAddress: 'bcrt1q…', amount: '150000' }} network={bitcoinRegtest} />
 */
export default function BitcoinTransferRequest({ params, network }: MethodProps<BitcoinTransferParams>) {
  const reading = useTransferPlan(params, network)
  const embedded = useAppSelector((s) => !!s.account.byNamespace.bip122?.connectedWalletInfo?.user)
  const btc = useBtcText(network)
  const amount = BigInt(params.amount)
  return (
    <div className="airlock-stack" data-testid="airlock-approve-btc-transfer" data-state={reading.state}>
      {reading.state === 'tooLittle' ? (
        <p className="airlock-approve-warning" role="alert" data-testid="airlock-approve-btc-transfer-too-little">
          <Icon name="alert" size={16} />
          <span>{t('approve.btc.tooLittle')}</span>
        </p>
      ) : null}
      <dl className="airlock-stack">
        <DetailRow label={t('approve.to')} testId="airlock-approve-btc-transfer-to">
          <span dir="ltr">{params.recipientAddress}</span>
        </DetailRow>
        <DetailRow label={t('approve.value')} testId="airlock-approve-btc-transfer-amount">
          <span dir="ltr" data-sats={amount.toString()}>
            {btc(amount)}
          </span>
        </DetailRow>
        <DetailRow label={t('approve.btc.fee')} testId="airlock-approve-btc-transfer-fee">
          {reading.state === 'loading' ? (
            <span aria-busy="true">…</span>
          ) : reading.state === 'read' ? (
            <>
              <span dir="ltr" data-testid="airlock-approve-btc-transfer-fee-amount" data-sats={reading.fee.toString()}>
                {`${embedded ? '' : '≈ '}${btc(reading.fee)}`}
              </span>
              {reading.vsize !== undefined ? <span data-testid="airlock-approve-btc-transfer-fee-rate">{`\n${t('approve.btc.feeRate', { rate: localeFormat('satvb', rateFormat).format(Number(reading.feePerByte)), vsize: reading.vsize })}`}</span> : null}
              {embedded ? null : <span className="airlock-text-secondary" data-testid="airlock-approve-btc-transfer-fee-wallet">{`\n${t('approve.feeByWallet')}`}</span>}
            </>
          ) : reading.state === 'unreadable' ? (
            t('approve.unreadable')
          ) : (
            t('approve.feeByWallet')
          )}
        </DetailRow>
        {reading.state === 'read' || reading.state === 'tooLittle' ? (
          <DetailRow label={t('approve.from')} testId="airlock-approve-btc-transfer-from">
            <span dir="ltr">{reading.payment}</span>
            {`\n${t('approve.btc.yourPayment')}`}
          </DetailRow>
        ) : null}
      </dl>
    </div>
  )
}
