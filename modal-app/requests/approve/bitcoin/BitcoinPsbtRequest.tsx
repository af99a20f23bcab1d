import type { PsbtRefusalCode } from '../../../../shared/bitcoin/PsbtRefusal'
import { DetailRow } from '../../../ui/components/DetailRow'
import { Icon } from '../../../ui/components/Icon'
import { localeFormat } from '../../../ui/i18n/localeFormat'
import { t, type MessageKey } from '../../../ui/i18n/t'
import type { MethodProps } from '../bodies/MethodProps'
import { useBtcText } from './useBtcText'
import type { BitcoinPsbtParams } from '../../methods/params'
import { usePsbtDescription } from './usePsbtDescription'
import '../../../ui/i18n/viewMessages'

/** A fee rate reads to a tenth of a sat/vB, as block explorers show it. */
const rateFormat = (tag: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })

const REFUSAL: Readonly<Record<PsbtRefusalCode, MessageKey>> = {
  UNREADABLE: 'approve.unreadable',
  NO_SUCH_INPUT: 'approve.btc.refuse.input',
  NOT_OWN_ADDRESS: 'approve.btc.refuse.input',
  NOT_OWN_INPUT: 'approve.btc.refuse.input',
  PREVIOUS_TX_MISMATCH: 'approve.btc.refuse.amount',
  AMOUNT_MISMATCH: 'approve.btc.refuse.amount',
  SIGHASH: 'approve.btc.refuse.sighash',
  NEGATIVE_FEE: 'approve.btc.refuse.fee',
}

/**
 * signPsbt: the PSBT as the wallet will sign it (describePsbt, on the coins the network holds):
 * why it will be refused, if it will; each input with its amount in BTC and USD, its owner
 * ("Your payment address") and whether the visitor's key signs it, with which sighash (a
 * non-default one called out); each output with amount and address, those coming back to the
 * visitor marked; the fee in BTC and USD and its rate in sat/vB over the signed size. Prices are
 * the data API's, as on EVM sends.
 *
 * @example
 * <BitcoinPsbtRequest method="signPsbt" params={{ psbt: 'cHNidP8B…' }} network={bitcoinRegtest} />
 */
export default function BitcoinPsbtRequest({ params, network }: MethodProps<BitcoinPsbtParams>) {
  const reading = usePsbtDescription(params, network)
  const btc = useBtcText(network)
  if (reading.state === 'loading') return <p aria-busy="true" data-testid="airlock-approve-psbt-loading">…</p>
  if (reading.state === 'unreadable') return <p data-testid="airlock-approve-unreadable">{t('approve.unreadable')}</p>
  const view = reading.view
  return (
    <div className="airlock-stack" data-testid="airlock-approve-psbt" data-refused={view.refusals.length > 0}>
      {view.refusals.map((refusal) => (
        <p key={`${refusal.code}${refusal.index}`} className="airlock-approve-warning" role="alert" data-testid="airlock-approve-psbt-refusal" data-code={refusal.code}>
          <Icon name="alert" size={16} />
          <span>{t(REFUSAL[refusal.code], { index: refusal.index })}</span>
        </p>
      ))}
      <dl className="airlock-stack">
        <DetailRow label={t('approve.btc.inputs')} testId="airlock-approve-psbt-inputs">
          <ol style={{ margin: 0, paddingInlineStart: 18 }}>
            {view.inputs.map((input) => (
              <li
                key={input.index}
                data-testid="airlock-approve-psbt-input"
                data-amount={input.amount?.toString() ?? ''}
                data-own={input.own ?? ''}
                data-signed={input.sign ? 'true' : 'false'}
                data-sighash={input.sign?.sighashName ?? ''}
              >
                <span dir="ltr">{input.amount === undefined ? '?' : btc(input.amount)}</span>
                {'\n'}
                <span dir="ltr" className="airlock-text-secondary">{input.address ?? `${input.txid}:${input.vout}`}</span>
                {input.own ? `\n${t(input.own === 'payment' ? 'approve.btc.yourPayment' : 'approve.btc.yourOrdinals')}` : null}
                {'\n'}
                {input.sign ? t('approve.btc.signs', { sighash: input.sign.sighashName }) : t('approve.btc.notSigned')}
                {input.sign?.nonDefault ? (
                  <span className="airlock-approve-warning" role="note" data-testid="airlock-approve-psbt-sighash-warning">
                    {t('approve.btc.anyoneCanPay', { sighash: input.sign.sighashName })}
                  </span>
                ) : null}
                {input.chain === 'unknown' ? <span className="airlock-text-secondary">{`\n${t('approve.btc.notOnChain')}`}</span> : null}
              </li>
            ))}
          </ol>
        </DetailRow>
        <DetailRow label={t('approve.btc.outputs')} testId="airlock-approve-psbt-outputs">
          <ol style={{ margin: 0, paddingInlineStart: 18 }}>
            {view.outputs.map((output) => (
              <li key={output.index} data-testid="airlock-approve-psbt-output" data-amount={output.amount.toString()} data-own={output.own ?? ''}>
                <span dir="ltr">{btc(output.amount)}</span>
                {'\n'}
                <span dir="ltr" className="airlock-text-secondary">{output.address ?? t('approve.btc.script', { script: output.script })}</span>
                {output.own ? <strong data-testid="airlock-approve-psbt-change">{`\n${t(output.own === 'payment' ? 'approve.btc.backPayment' : 'approve.btc.backOrdinals')}`}</strong> : null}
              </li>
            ))}
          </ol>
        </DetailRow>
        <DetailRow label={t('approve.btc.fee')} testId="airlock-approve-psbt-fee">
          {view.fee === undefined ? (
            t('approve.btc.feeUnknown')
          ) : (
            <>
              <span dir="ltr" data-testid="airlock-approve-psbt-fee-amount" data-sats={view.fee.toString()}>
                {btc(view.fee)}
              </span>
              {view.feeRate !== undefined && view.vsize !== undefined ? (
                <span data-testid="airlock-approve-psbt-fee-rate">{`\n${t('approve.btc.feeRate', { rate: localeFormat('satvb', rateFormat).format(view.feeRate), vsize: view.vsize })}`}</span>
              ) : null}
            </>
          )}
        </DetailRow>
      </dl>
    </div>
  )
}
