import { useEffect, useMemo, useRef, useState } from 'react'
import { Constants } from '../../../../shared/constants'
import { ErrorText } from '../../../../shared/errors/messages'
import type { SwapQuote, SwapToken } from '../../../../shared/swap/types'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { DoneState } from '../../../ui/components/DoneState'
import { EmptyState } from '../../../ui/components/EmptyState'
import { notificationRequested } from '../../../state/notifications/notificationsSlice'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { useBalanceQuery } from '../../../state/dataService/useBalanceQuery'
import { isSwapSupported } from '../isSwapSupported'
import { runSwap, type SwapStep } from '../runSwap'
import { SwapError } from '../SwapError'
import { swapApi } from '../swapApi'
import { fromBaseUnits, typedToBaseUnits } from '../swapAmounts'
import { formatBalance } from '../../../ui/format/formatBalance'
import { formatTokenAmount } from '../../../ui/format/formatTokenAmount'
import { SwapDetails } from './SwapDetails'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/swapMessages'
import { selectEvmAccount } from '../../../state/account/selectors'
import { selectCaipNetwork, selectCaipNetworkId } from '../../../state/network/selectors'
import { viewsReset } from '../../../state/router/routerSlice'
import { selectRouteData } from '../../../state/router/selectors'
import { swapDoneOf, swapFinished } from '../swapFinished'
import { selectSupportedChains } from '../../portfolio/selectors'
import { useExplorerUrl } from '../../../wallets/useExplorerUrl'
import { ApproveButton } from '../../../ui/guard/ApproveButton'
import { ReviewHint } from '../../../ui/guard/ReviewHint'
import { useApprovalGuard } from '../../../ui/guard/useApprovalGuard'

/** Quotes are read again this often while the view is open (the pools move with every trade). */
const QUOTE_REFRESH_MS = 10_000
/** Typing settles this long before a quote is asked. */
const TYPING_MS = 300

type Side = 'from' | 'to'

/** An amount in base units as the success state writes it: up to 6 decimals, thousands separated. */
const amountText = (units: bigint, token: SwapToken) => `${formatTokenAmount(units, token.decimals, 6)} ${token.symbol}`

/**
 * The Swap view: sell one token of the network for another at the local exchange. Tokens come
 * from the service's list with the visitor's balances beside them; either amount can be typed
 * (the other is quoted), quotes follow the typing and refresh every 10 s; the price impact, the
 * fee, the least received under the slippage (default 1 %, docs/constants.md#swaps) are shown, with a warning above
 * 5 % impact. Swap approves the token when needed, then swaps; transactions built as reviewed
 * go to the wallet without a second in-modal approval (builtAsReviewed), so Swap is guarded like
 * Approve (useApprovalGuard: the delay after each new quote, the whole view fully visible with
 * IntersectionObserver v2, or the confirm step without it). It ends in a success state: what went out, what came back (read from the receipt), a link
 * to the transaction on the explorer, Done (back to Account) and New swap.
 * On a network without swaps it says 'Network not supported for Swaps' and asks nothing.
 *
 * @example
 * <SwapView />
 */
export default function SwapView() {
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectEvmAccount)
  const caipNetworkId = useAppSelector(selectCaipNetworkId)
  const network = useAppSelector(selectCaipNetwork)
  const explorerLinkOf = useExplorerUrl()
  const supportedChains = useAppSelector(selectSupportedChains)
  const address = account?.status === 'connected' ? account.address : undefined
  const supported = isSwapSupported(caipNetworkId, supportedChains)
  const tokensQ = useEndpointQuery(swapApi.endpoints.swapTokens, supported && caipNetworkId ? { caipNetworkId } : undefined, 60)
  const balancesQ = useBalanceQuery(supported && address && caipNetworkId ? { address, caipNetworkId } : undefined)
  const tokens = useMemo(() => tokensQ.data?.tokens ?? [], [tokensQ.data])

  const [fromAddr, setFromAddr] = useState<string>()
  const [toAddr, setToAddr] = useState<string>()
  const [typed, setTyped] = useState<{ side: Side; text: string }>({ side: 'from', text: '' })
  const [settled, setSettled] = useState(typed)
  const [slippageText, setSlippageText] = useState(String(Constants.slippage))
  const [step, setStep] = useState<SwapStep | 'idle'>('idle')
  const done = swapDoneOf(useAppSelector(selectRouteData))
  const root = useRef<HTMLDivElement>(null)

  const from = tokens.find((x) => x.address === fromAddr) ?? tokens[0]
  const to = tokens.find((x) => x.address === toAddr && x.address !== from?.address) ?? tokens.find((x) => x.address !== from?.address)

  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), TYPING_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const sideToken = settled.side === 'from' ? from : to
  const units = sideToken ? typedToBaseUnits(settled.text, sideToken.decimals) : undefined
  const quoteArg =
    supported && address && caipNetworkId && from && to && units !== undefined
      ? { caipNetworkId, userAddress: address, from: from.address, to: to.address, amount: units.toString(), exactOut: settled.side === 'to' }
      : undefined
  const quoteQ = useEndpointQuery(swapApi.endpoints.swapQuote, quoteArg, 0)
  const quoteKey = JSON.stringify(quoteArg ?? null)
  useEffect(() => {
    if (!quoteArg || step !== 'idle') return
    const timer = setInterval(() => void dispatch(swapApi.endpoints.swapQuote.initiate(quoteArg, { subscribe: false, forceRefetch: true })), QUOTE_REFRESH_MS)
    return () => clearInterval(timer)
    // The serialized key stands for the argument's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, quoteKey, step])
  // The guard waits again for every new quote (its output), amount, token or slippage: what Swap
  // confirms is what was on screen for the whole delay.
  const shownQuote = quoteArg && typed.text === settled.text && typed.side === settled.side ? quoteQ.data?.quotes[0] : undefined
  const guard = useApprovalGuard(shownQuote && step === 'idle' ? `swap:${quoteKey}:${shownQuote.toAmount}:${slippageText}` : undefined, root)

  if (done) {
    return (
      <DoneState
        title={t('swap.complete')}
        explorerUrl={done.explorerUrl ?? undefined}
        onDone={() => dispatch(viewsReset({ view: 'Account' }))}
        secondary={{ label: t('swap.again'), onClick: () => dispatch(swapFinished(null)), testId: 'airlock-swap-again' }}
        testId="airlock-swap-success"
      >
        <p className="airlock-text-secondary" data-testid="airlock-swap-success-summary">{t('swap.success', { from: done.gave, to: done.got })}</p>
      </DoneState>
    )
  }
  if (!supported) return <EmptyState icon="alert" title={ErrorText.swapsUnsupported} hint={t('swap.unsupportedHint')} testId="airlock-swap-unsupported" />
  if (!address || !caipNetworkId) return null
  if (tokensQ.isError) return <EmptyState icon="alert" title={t('swap.tokensFailed')} testId="airlock-swap-error" />
  if (!from || !to) return <p className="airlock-text-secondary" role="status" data-testid="airlock-swap-loading">{t('swap.loading')}</p>

  const quote: SwapQuote | undefined = quoteArg && quoteQ.data?.quotes[0]
  const stale = typed.text !== settled.text || typed.side !== settled.side
  const shown = (side: Side, token: SwapToken): string => {
    if (typed.side === side) return typed.text
    if (!quote || stale) return ''
    return fromBaseUnits(BigInt(side === 'from' ? quote.fromAmount : quote.toAmount), token.decimals)
  }
  const balanceOf = (token: SwapToken): bigint | undefined => {
    const entry = balancesQ.data?.balances.find((b) => (b.address ?? `${caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`).toLowerCase() === token.address.toLowerCase())
    return entry ? typedToBaseUnits(entry.quantity.numeric, token.decimals) ?? 0n : balancesQ.data ? 0n : undefined
  }
  const slippage = Number(slippageText)
  const slippageValid = /^\d{1,2}(\.\d{1,2})?$/.test(slippageText) && slippage > 0 && slippage <= 50
  const sell = quote ? BigInt(quote.fromAmount) : undefined
  const fromBalance = balanceOf(from)
  const short = sell !== undefined && fromBalance !== undefined && sell > fromBalance
  const busy = step !== 'idle'
  const quoteFailed = quoteArg && quoteQ.isError && !stale
  const canSwap = !!quote && !stale && !short && slippageValid && !busy

  const swap = async () => {
    if (!quote || !canSwap) return
    try {
      const { hash, received } = await dispatch(runSwap({ caipNetworkId, userAddress: address, from, to, amount: quote.fromAmount, slippage, expected: quote.toAmount }, setStep))
      setTyped({ side: 'from', text: '' })
      // A local chain's swap opens the data service's local explorer, like Activity's rows.
      dispatch(swapFinished({ gave: amountText(BigInt(quote.fromAmount), from), got: amountText(received, to), explorerUrl: explorerLinkOf(network, 'tx', hash) ?? null }))
    } catch (error) {
      if ((error as { code?: unknown }).code === 4001) dispatch(notificationRequested({ message: t('swap.rejected'), variant: 'error' }))
      else if (error instanceof SwapError && (error.code === 'SWAP_REVERTED' || error.code === 'SLIPPAGE')) dispatch(notificationRequested({ message: t('swap.slippageExceeded'), variant: 'error' }))
      else dispatch(notificationRequested({ message: ErrorText.somethingWentWrong, variant: 'error' }))
    } finally {
      setStep('idle')
    }
  }
  const pick = (side: Side, value: string) => {
    if (side === 'from') {
      if (value === to.address) setToAddr(from.address)
      setFromAddr(value)
    } else {
      if (value === from.address) setFromAddr(to.address)
      setToAddr(value)
    }
  }
  const field = (side: Side, token: SwapToken) => {
    const balance = balanceOf(token)
    return (
      <div className="airlock-swap-field" data-testid={`airlock-swap-${side}`}>
        <label className="airlock-text-secondary" htmlFor={`airlock-swap-${side}-amount`}>{t(side === 'from' ? 'swap.youPay' : 'swap.youReceive')}</label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id={`airlock-swap-${side}-amount`}
            className="airlock-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={shown(side, token)}
            disabled={busy}
            aria-invalid={side === 'from' && short ? true : undefined}
            data-testid={`airlock-swap-${side}-amount`}
            onChange={(e) => setTyped({ side, text: e.target.value.replace(',', '.') })}
          />
          <select className="airlock-input" style={{ width: 130 }} value={token.address} disabled={busy} aria-label={t('swap.token')} data-testid={`airlock-swap-${side}-token`} onChange={(e) => pick(side, e.target.value)}>
            {tokens.map((x) => (
              <option key={x.address} value={x.address}>{x.symbol}</option>
            ))}
          </select>
        </div>
        <span className="airlock-text-secondary" data-testid={`airlock-swap-${side}-balance`}>
          {t('swap.balance', { amount: balance === undefined ? '…' : formatBalance(fromBaseUnits(balance, token.decimals, 4)), symbol: token.symbol })}
        </span>
      </div>
    )
  }

  return (
    <div ref={root} className="airlock-stack" data-testid="airlock-swap" data-armed={guard.armed}>
      {field('from', from)}
      <button type="button" className="airlock-button airlock-button-secondary" disabled={busy} data-testid="airlock-swap-flip" aria-label={t('swap.flip')} onClick={() => { setFromAddr(to.address); setToAddr(from.address) }}>
        ⇅
      </button>
      {field('to', to)}
      <label className="airlock-text-secondary" htmlFor="airlock-swap-slippage">{t('swap.slippage')}</label>
      <input id="airlock-swap-slippage" className="airlock-input" inputMode="decimal" value={slippageText} disabled={busy} aria-invalid={slippageValid ? undefined : true} data-testid="airlock-swap-slippage" onChange={(e) => setSlippageText(e.target.value.replace(',', '.'))} />
      {slippageValid ? null : <p className="airlock-field-error" data-testid="airlock-swap-slippage-error">{t('swap.slippageInvalid')}</p>}
      {quote && !stale ? <SwapDetails quote={quote} from={from} to={to} slippage={slippageValid ? slippage : Constants.slippage} /> : null}
      {quoteArg && (stale || quoteQ.isLoading) ? <p className="airlock-text-secondary" role="status" data-testid="airlock-swap-quoting">{t('swap.quoting')}</p> : null}
      {quoteFailed ? <p className="airlock-field-error" role="alert" data-testid="airlock-swap-quote-error">{t('swap.quoteFailed')}</p> : null}
      <ApproveButton
        guard={guard}
        testId="airlock-swap-submit"
        step={step}
        busy={busy}
        disabled={!canSwap}
        onApprove={() => void swap()}
        label={step === 'approving' ? t('swap.approving', { symbol: from.symbol }) : step === 'swapping' ? t('swap.swapping') : short ? t('swap.insufficient', { symbol: from.symbol }) : t('swap.submit')}
      />
      <ReviewHint hint={guard.hint} active={canSwap} />
    </div>
  )
}
