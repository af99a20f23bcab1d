import { useState } from 'react'
import { formatUnits } from 'viem'
import { Constants } from '../../../../shared/constants'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { useAppDispatch } from '../../../store/hooks'
import { formatTokenAmount } from '../../../ui/format/formatTokenAmount'
import { Icon } from '../../../ui/components/Icon'
import { t } from '../../../ui/i18n/t'
import { formatUsd } from '../../../ui/format/formatUsd'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'
import { copyToClipboard } from '../../../state/notifications/copyToClipboard'
import { localeFormat } from '../../../ui/i18n/localeFormat'

/** A plain transfer's gas: what a send without call data costs when the dapp set no limit. */
const TRANSFER_GAS = 21_000n
/** An estimate reads as one: three significant digits (0.0000251 ETH, not 0.000025107253857 ETH). */
const feeDigits = (tag: string) => new Intl.NumberFormat(tag, { maximumSignificantDigits: 3 })
/** The address the data API prices a chain's native currency by. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface SendSummaryProps {
  to?: string
  /** What `to` is, when not the transaction's own target (a token transfer's recipient, an approve's spender). */
  toLabel?: string
  value: bigint
  /** The gas limit the transaction is signed with (the request's, or the chain's estimate), if known. */
  gas?: bigint
  /**
   * The most the fee can cost when the dapp set the price (`resolveTransactionFee`): shown
   * instead of an estimate at the standard price; null while it is not known yet. Undefined: the
   * wallet picks the price, and the standard price gives the estimate.
   */
  maxFee?: bigint | null
  hasData: boolean
  network?: AirlockNetwork
}

/**
 * The short version of a send, above its full details: the recipient shortened with Copy and an
 * expand toggle that shows it whole, the amount with its value in USD, and the network fee
 * (the request's gas limit, or a plain transfer's 21,000, at the data API's standard gas price)
 * with its USD value. Prices are the data API's; what the fee will really be is the wallet's
 * call, so it reads "about". When the dapp set the price, the fee is no estimate: the max fee the
 * signer can pay is shown in full, never a lower figure at the standard price.
 *
 * @example
 * <SendSummary to="0x7099…" value={10n ** 15n} hasData={false} network={mainnet} />
 */
export function SendSummary({ to, toLabel, value, gas, maxFee, hasData, network }: SendSummaryProps) {
  const dispatch = useAppDispatch()
  const [expanded, setExpanded] = useState(false)
  const caipNetworkId = network?.caipNetworkId
  const cacheSeconds = Constants.portfolioCacheMs / 1000
  const gasPrice = useEndpointQuery(portfolioApi.endpoints.gasPrice, caipNetworkId ? { caipNetworkId } : undefined, cacheSeconds)
  const price = useEndpointQuery(portfolioApi.endpoints.fungiblePrice, caipNetworkId ? { caipNetworkId, addresses: [`${caipNetworkId}:${NATIVE}`] } : undefined, cacheSeconds)
  const { decimals, symbol } = network?.nativeCurrency ?? { decimals: 18, symbol: '' }
  const usdPrice = price.data?.fungibles?.[0]?.price
  const usd = (amount: bigint) => (typeof usdPrice === 'number' ? formatUsd(Number(formatUnits(amount, decimals)) * usdPrice) : undefined)
  const limit = gas ?? (hasData ? undefined : TRANSFER_GAS)
  const standard = gasPrice.data?.standard
  const fee = limit !== undefined && standard && /^\d+$/.test(standard) ? limit * BigInt(standard) : undefined

  const copy = () => {
    if (!to) return
    void dispatch(copyToClipboard(to, { copied: t('account.copied'), failed: t('account.copyFailed') }))
  }

  return (
    <div className="airlock-approve-summary" data-testid="airlock-approve-summary">
      <div className="airlock-approve-summary-row">
        <span className="airlock-text-secondary">{toLabel ?? t('approve.to')}</span>
        <span className="airlock-approve-recipient">
          {to ? (
            <>
              <span className={expanded ? 'airlock-approve-recipient-full' : undefined} dir="ltr" data-testid="airlock-approve-recipient" title={to}>
                {expanded ? to : truncateAddress(to)}
              </span>
              <button type="button" className="airlock-icon-button airlock-icon-button-small" aria-label={t('approve.copyRecipient')} onClick={copy} data-testid="airlock-approve-recipient-copy">
                <Icon name="copy" size={16} />
              </button>
              <button
                type="button"
                className="airlock-icon-button airlock-icon-button-small"
                aria-label={expanded ? t('approve.collapseRecipient') : t('approve.expandRecipient')}
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
                data-testid="airlock-approve-recipient-expand"
              >
                <Icon name="chevron" size={16} />
              </button>
            </>
          ) : (
            t('approve.newContract')
          )}
        </span>
      </div>
      {/* A call that sends no native currency (a token transfer, an approve) has its amount in the headline, not "0 ETH" here. */}
      {value === 0n && hasData ? null : (
      <div className="airlock-approve-summary-row">
        <span className="airlock-text-secondary">{t('approve.value')}</span>
        <span dir="ltr">
          {`${formatTokenAmount(value, decimals)} ${symbol}`.trim()}
          {usd(value) ? <span className="airlock-text-secondary" data-testid="airlock-approve-value-usd">{` ≈ ${usd(value)}`}</span> : null}
        </span>
      </div>
      )}
      {maxFee !== undefined ? (
      <div className="airlock-approve-summary-row">
        <span className="airlock-text-secondary">{t('approve.maxFee')}</span>
        <span data-testid="airlock-approve-network-fee">
          {maxFee === null ? t('approve.feeUnknown') : (
            <span dir="ltr">{`${formatTokenAmount(maxFee, decimals)} ${symbol}`.trim()}{usd(maxFee) ? ` (${usd(maxFee)})` : ''}</span>
          )}
        </span>
      </div>
      ) : (
      <div className="airlock-approve-summary-row">
        <span className="airlock-text-secondary">{t('approve.networkFee')}</span>
        <span data-testid="airlock-approve-network-fee">
          {fee !== undefined ? `≈ ${localeFormat('feeDigits', feeDigits).format(Number(formatUnits(fee, decimals)))} ${symbol}${usd(fee) ? ` (${usd(fee)})` : ''}` : t('approve.feeByWallet')}
        </span>
      </div>
      )}
    </div>
  )
}
