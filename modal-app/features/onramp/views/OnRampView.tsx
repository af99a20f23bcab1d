import { useEffect, useState } from 'react'
import { onrampLimits, ONRAMP_CURRENCIES } from '../../../../shared/onramp/onrampLimits'
import type { FiatCurrency, OnrampProvider, PaymentMethod } from '../../../../shared/onramp/types'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { notificationRequested } from '../../../state/notifications/notificationsSlice'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { viewPushed } from '../../../state/router/routerSlice'
import { onrampApi } from '../onrampApi'
import { MOCKED_QUOTE_ID } from '../placeholderQuote'
import { openProviderWindow } from '../providerWindow'
import { readTokenBalance } from '../readTokenBalance'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/onrampMessages'
import { selectEvmAccount } from '../../../state/account/selectors'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { selectRpcUrls } from '../../../state/options/viewSelectors'

const TYPING_MS = 300
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/
const row = { display: 'flex', justifyContent: 'space-between' } as const

/** A checkout link ready to open in the visitor's click, with the balance it started from. */
interface Checkout {
  key: string
  url: string
  baseline: string
}

/**
 * The on-ramp view: first the providers (docs/features.md#on-ramp-providers: the card provider and the aggregator, 1–2 % fee),
 * then currency (USD, EUR), payment method, token and amount with the limits (docs/constants.md#on-ramp-limits), and the quote
 * (fee, total, what arrives). The checkout link is made while the visitor reads the quote, so
 * Buy opens the provider's window inside the click; the buy-in-progress view then watches the
 * balance. The fallbacks apply (docs/texts.md#on-ramp): default options, the placeholder quote.
 *
 * @example
 * <OnRampView />
 */
export default function OnRampView() {
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectEvmAccount)
  const network = useAppSelector(selectCaipNetwork)
  const rpcUrls = useAppSelector(selectRpcUrls)
  const optionsQ = useEndpointQuery(onrampApi.endpoints.onrampOptions, null, 300)
  const [provider, setProvider] = useState<OnrampProvider>()
  const [currency, setCurrency] = useState<FiatCurrency>('USD')
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [asset, setAsset] = useState('ETH')
  const [typed, setTyped] = useState('')
  const [amount, setAmount] = useState('')
  const [checkout, setCheckout] = useState<Checkout>()
  useEffect(() => {
    const timer = setTimeout(() => setAmount(typed.trim()), TYPING_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const options = optionsQ.data
  const address = account?.status === 'connected' ? account.address : undefined
  const chainId = network?.caipNetworkId.startsWith('eip155:') ? network.caipNetworkId.slice(7) : undefined
  const tokens = (options?.purchaseCurrencies ?? []).filter((c) => c.networks.some((n) => n.chainId === chainId))
  const token = tokens.find((c) => c.symbol === asset) ?? tokens[0]
  const networkName = token?.networks.find((n) => n.chainId === chainId)
  const limits = onrampLimits(method, currency, options)
  const valid = AMOUNT.test(amount) && Number(amount) >= limits.min && Number(amount) <= limits.max
  const typedValid = AMOUNT.test(typed.trim()) && Number(typed) >= limits.min && Number(typed) <= limits.max
  const quoteArg = provider && token && networkName && valid ? { purchaseCurrency: token.symbol, paymentCurrency: currency, amount, network: networkName.name, paymentMethod: method, provider: provider.id } : undefined
  const quoteQ = useEndpointQuery(onrampApi.endpoints.onrampQuote, quoteArg, 0)
  const key = JSON.stringify(quoteArg ?? null)

  // Make the checkout link (and read the starting balance) before the click, so Buy can open
  // the provider's window synchronously: a window opened after an await is a blocked popup.
  useEffect(() => {
    setCheckout(undefined)
    if (!quoteArg || !address || !network || !token || !networkName) return
    let live = true
    const body = {
      destinationWallets: [{ address, blockchains: [networkName.name], assets: [token.symbol] }],
      defaultNetwork: networkName.name,
      partnerUserId: address,
      defaultExperience: 'buy' as const,
      presetFiatAmount: Number(amount),
      fiatCurrency: currency,
      paymentMethod: method,
      provider: quoteArg.provider,
    }
    void Promise.all([dispatch(onrampApi.endpoints.onrampUrl.initiate(body)), readTokenBalance(trustedRpcUrlOf(network, rpcUrls), address, networkName.contractAddress).catch(() => undefined)]).then(([made, baseline]) => {
      if (live && made.data?.url && baseline !== undefined) setCheckout({ key, url: made.data.url, baseline: baseline.toString() })
    })
    return () => {
      live = false
    }
    // The serialized key stands for the argument's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, address])

  if (!address || !network) return null
  if (!provider) {
    return (
      <div className="airlock-stack" data-testid="airlock-onramp-providers">
        <p className="airlock-text-secondary">{t('onramp.providersIntro')}</p>
        {(options?.providers ?? []).filter((p) => p.namespaces.includes(network.chainNamespace)).map((p) => (
          <button key={p.id} type="button" className="airlock-button airlock-button-secondary" style={row} data-testid={`airlock-onramp-provider-${p.id}`} onClick={() => setProvider(p)}>
            <span>{p.name}</span>
            <span className="airlock-text-secondary">{t('onramp.fee', { range: p.feeRange })}</span>
          </button>
        ))}
      </div>
    )
  }
  if (!token || !networkName) return <EmptyState icon="alert" title={t('onramp.noToken')} testId="airlock-onramp-no-token" />

  const quote = quoteArg && quoteQ.data && typed.trim() === amount ? quoteQ.data : undefined
  const ready = !!quote && checkout?.key === key
  const buy = () => {
    if (!ready || !quote) return
    const popup = openProviderWindow(checkout.url)
    if (!popup) {
      dispatch(notificationRequested({ message: t('onramp.popupBlocked'), variant: 'error' }))
      return
    }
    const expected = quote.quoteId === MOCKED_QUOTE_ID ? '0' : quote.purchaseAmount.amount
    dispatch(viewPushed({ view: 'OnRampInProgress', data: { token: token.symbol, decimals: token.decimals, contract: networkName.contractAddress, expected, baseline: checkout.baseline } }))
  }
  const select = (id: string, label: string, value: string, values: readonly { id: string; label: string }[], onChange: (v: string) => void) => (
    <>
      <label className="airlock-text-secondary" htmlFor={id}>{label}</label>
      <select id={id} className="airlock-input" value={value} data-testid={id} onChange={(e) => onChange(e.target.value)}>
        {values.map((v) => <option key={v.id} value={v.id}>{v.label}</option>)}
      </select>
    </>
  )
  return (
    <div className="airlock-stack" data-testid="airlock-onramp-form" data-provider={provider.id}>
      {select('airlock-onramp-token', t('onramp.token'), token.symbol, tokens.map((c) => ({ id: c.symbol, label: `${c.name} (${c.symbol})` })), setAsset)}
      {select('airlock-onramp-currency', t('onramp.currency'), currency, ONRAMP_CURRENCIES.map((c) => ({ id: c, label: c })), (v) => setCurrency(v as FiatCurrency))}
      {select('airlock-onramp-method', t('onramp.method'), method, (['card', 'bank'] as const).map((m) => ({ id: m, label: t(`onramp.method.${m}`) })), (v) => setMethod(v as PaymentMethod))}
      <label className="airlock-text-secondary" htmlFor="airlock-onramp-amount">{t('onramp.amount')}</label>
      <input id="airlock-onramp-amount" className="airlock-input" inputMode="decimal" autoComplete="off" placeholder={`${limits.min}`} value={typed} aria-invalid={typed && !typedValid ? true : undefined} data-testid="airlock-onramp-amount" onChange={(e) => setTyped(e.target.value.replace(',', '.'))} />
      {typed && !typedValid ? <p className="airlock-field-error" role="alert" data-testid="airlock-onramp-limit-error">{t('onramp.limits', { min: limits.min, max: limits.max, currency })}</p> : null}
      {quote ? (
        <dl className="airlock-stack" data-testid="airlock-onramp-quote" data-quote-id={quote.quoteId}>
          <div style={row}><dt className="airlock-text-secondary">{t('onramp.quoteFee')}</dt><dd data-testid="airlock-onramp-fee">{`${quote.fee.amount} ${quote.fee.currency}`}</dd></div>
          <div style={row}><dt className="airlock-text-secondary">{t('onramp.quoteTotal')}</dt><dd data-testid="airlock-onramp-total">{`${quote.total.amount} ${quote.total.currency}`}</dd></div>
          {quote.quoteId === MOCKED_QUOTE_ID ? (
            <p className="airlock-text-secondary" data-testid="airlock-onramp-quote-unavailable">{t('onramp.quoteUnavailable')}</p>
          ) : (
            <div style={row}><dt className="airlock-text-secondary">{t('onramp.quoteReceive')}</dt><dd data-testid="airlock-onramp-receive">{`${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}</dd></div>
          )}
        </dl>
      ) : quoteArg || (typedValid && typed.trim() !== amount) ? (
        <p className="airlock-text-secondary" role="status" data-testid="airlock-onramp-quoting">{t('onramp.quoteLoading')}</p>
      ) : null}
      <button type="button" className="airlock-button airlock-button-primary" disabled={!ready} onClick={buy} data-testid="airlock-onramp-buy">
        {quote && !ready ? t('onramp.preparing') : t('onramp.buy', { token: token.symbol })}
      </button>
    </div>
  )
}
