import { useId, useState } from 'react'
import { formatUnits } from 'viem'
import { ErrorText } from '../../../../shared/errors/messages'
import { coinTypeOf } from '../../../../shared/names/nameRules'
import { isSolanaAddress } from '../../../../shared/solana/isSolanaAddress'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { WalletImage } from '../../../ui/components/WalletImage'
import { formatBalance } from '../../../ui/format/formatBalance'
import { t } from '../../../ui/i18n/t'
import { Avatar } from '../../account/views/Avatar'
import { selectActiveAccount } from '../../../state/account/selectors'
import { formatUsd } from '../../../ui/format/formatUsd'
import { useBalanceQuery } from '../../../state/dataService/useBalanceQuery'
import { viewPushed } from '../../../state/router/routerSlice'
import { isGasInsufficient } from '../isGasInsufficient'
import { sendFormProblem } from '../sendFormProblem'
import { sendDraftUpdated } from '../../../state/send/sendSlice'
import { SOL_DECIMALS, solanaSendCosts } from '../solana/solanaSendCosts'
import { useSolanaSendPlan } from '../solana/useSolanaSendPlan'
import { useNetworkFee } from '../useNetworkFee'
import { useReceiver } from '../useReceiver'
import '../../../ui/i18n/walletMessages'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { selectSendDraft } from '../selectors'

const tokenKey = (token: { address?: string }) => token.address ?? 'native'

/**
 * The Send view (draft (docs/entities.md#send-draft), rules, docs/validation.md#send): a token from the portfolio (native and ERC-20, or SOL and
 * SPL on Solana) with its balance, the amount with Max and its USD value, the receiver by
 * address or name (resolved, with its avatar; names are EVM-only, a Solana receiver is a base58
 * address), the network fee in USD (`getFeeForMessage` on Solana, where SOL's Max leaves the
 * fee) and the first problem of the form in words. Preview keeps the draft and opens the
 * preview; nothing is signed here.
 *
 * @example
 * <WalletSendView />
 */
export default function WalletSendView() {
  const dispatch = useAppDispatch()
  const id = useId()
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectCaipNetwork)
  const draft = useAppSelector(selectSendDraft)
  const address = account?.address
  const q = useBalanceQuery(address && network ? { address, caipNetworkId: network.caipNetworkId } : undefined)
  const balances = q.data?.balances ?? []
  const [tokenId, setTokenId] = useState(draft.token ? tokenKey(draft.token) : 'native')
  const [amount, setAmount] = useState(draft.sendTokenAmount ?? '')
  const [receiverInput, setReceiverInput] = useState(draft.receiverProfileName ?? draft.receiverAddress ?? '')
  const token = balances.find((b) => tokenKey(b) === tokenId) ?? balances[0]
  const native = balances.find((b) => !b.address)
  const solana = network?.chainNamespace === 'solana'
  // Names resolve to EVM addresses only: on Solana the typed text must be the address itself.
  const named = useReceiver(solana ? '' : receiverInput, coinTypeOf(Number(network?.id ?? 1)))
  const receiver = solana ? { address: isSolanaAddress(receiverInput.trim()) ? receiverInput.trim() : undefined, name: undefined, avatar: undefined, resolving: false, failed: false } : named
  const probeTo = receiver.address ?? address
  const probe = !solana && token && address && probeTo ? probeTransaction(token, address, probeTo) : undefined
  const fee = useNetworkFee(probe, native?.price ?? 0)
  const solanaPlan = useSolanaSendPlan({ from: solana ? address : undefined, token, amount, receiver: receiver.address })
  const costs = solana && token ? solanaSendCosts({ token, native, amount, plan: solanaPlan.plan }) : undefined
  const gasPriceInUSD = solana ? costs?.gasPriceInUSD : fee.gasPriceInUSD
  const smartAccount = account?.preferredAccountType === 'smartAccount'
  const networkBalanceInUSD = native?.value ?? 0
  const gasInsufficient = costs ? costs.insufficient : isGasInsufficient({ networkBalanceInUSD, gasPriceInUSD: fee.gasPriceInUSD, smartAccount })
  const problem = sendFormProblem({ token, amount, receiverInput, receiverAddress: receiver.address, resolving: receiver.resolving, gasInsufficient, namespace: network?.chainNamespace, belowMinimum: !!costs?.belowMinimum })
  const amountProblem = problem === 'invalidAmount' || problem === 'insufficientFunds' || problem === 'belowMinimum'
  const usdValue = token && /^\d+(\.\d+)?$/.test(amount.trim()) ? Number(amount) * (token.price ?? 0) : 0

  if (q.isLoading) return <p className="airlock-text-secondary" role="status">{t('portfolio.loading')}</p>
  if (!token) {
    const failed = q.isError
    return <EmptyState icon={failed ? 'alert' : 'wallet'} title={failed ? ErrorText.tokenBalanceUnavailable : t('send.noTokens')} hint={t('send.noTokensHint')} testId="airlock-send-empty" />
  }

  const preview = () => {
    if (problem) return
    dispatch(
      sendDraftUpdated({
        token,
        sendTokenAmount: amount.trim(),
        receiverAddress: receiver.address,
        receiverProfileName: receiver.name,
        receiverProfileImageUrl: receiver.avatar,
        // On Solana the draft's gas price is the message's fee in lamports.
        gasPrice: solana ? solanaPlan.plan?.feeLamports.toString() : fee.gasPrice,
        gasPriceInUSD,
        networkBalanceInUSD: String(networkBalanceInUSD),
        tokenBalances: balances,
      }),
    )
    dispatch(viewPushed('WalletSendPreview'))
  }

  return (
    <form
      className="airlock-stack"
      data-testid="airlock-send"
      onSubmit={(e) => {
        e.preventDefault()
        preview()
      }}
    >
      <label htmlFor={`${id}-token`} className="airlock-text-secondary">{t('send.token')}</label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <WalletImage name={token.symbol} src={token.iconUrl || undefined} size={32} round />
        <select id={`${id}-token`} className="airlock-input" data-testid="airlock-send-token" value={tokenKey(token)} onChange={(e) => setTokenId(e.target.value)}>
          {balances.map((b) => (
            <option key={tokenKey(b)} value={tokenKey(b)}>
              {b.symbol} · {formatBalance(b.quantity.numeric)}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-amount`} className="airlock-text-secondary">{t('send.amount')}</label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={`${id}-amount`}
          className="airlock-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          aria-invalid={amountProblem}
          aria-describedby={`${id}-usd`}
          data-testid="airlock-send-amount"
          onChange={(e) => setAmount(e.target.value)}
        />
        <button
          type="button"
          className="airlock-button airlock-button-secondary"
          data-testid="airlock-send-max"
          disabled={solana && costs?.maxAmount === undefined}
          onClick={() => setAmount(solana ? (costs?.maxAmount ?? '') : token.quantity.numeric)}
        >
          {t('send.max')}
        </button>
      </div>
      <p id={`${id}-usd`} className="airlock-text-secondary" data-testid="airlock-send-usd">
        {formatUsd(usdValue)} · {t('send.balance', { amount: formatBalance(token.quantity.numeric), symbol: token.symbol })}
      </p>
      <label htmlFor={`${id}-to`} className="airlock-text-secondary">{t('send.to')}</label>
      <input
        id={`${id}-to`}
        className="airlock-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t(solana ? 'send.toPlaceholderSolana' : 'send.toPlaceholder')}
        value={receiverInput}
        aria-invalid={problem === 'invalidReceiver'}
        data-testid="airlock-send-receiver"
        onChange={(e) => setReceiverInput(e.target.value)}
      />
      {receiver.address && receiver.name ? (
        <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }} data-testid="airlock-send-resolved">
          <Avatar address={receiver.address} image={receiver.avatar} size={24} />
          <span>{receiver.name}</span>
          <span className="airlock-text-secondary" dir="ltr" title={receiver.address}>{truncateAddress(receiver.address)}</span>
        </p>
      ) : null}
      {receiver.failed ? <p className="airlock-field-error" role="alert">{ErrorText.errorResolvingName}</p> : null}
      <p className="airlock-text-secondary" data-testid="airlock-send-fee">
        {t('send.fee')}: {gasPriceInUSD === undefined ? ((solana ? solanaPlan.error : fee.error) ?? t('portfolio.loading')) : formatUsd(gasPriceInUSD)}
        {solana && solanaPlan.plan ? ` · ${formatUnits(solanaPlan.plan.feeLamports, SOL_DECIMALS)} ${native?.symbol ?? 'SOL'}` : null}
      </p>
      {problem && problem !== 'resolving' && (amount.trim() !== '' || receiverInput.trim() !== '' || problem === 'insufficientGas') ? (
        <p className="airlock-field-error" role="alert" data-testid="airlock-send-problem" data-problem={problem}>
          {problem === 'belowMinimum' ? t('send.problem.belowMinimum', { amount: costs?.belowMinimum ?? '', symbol: native?.symbol ?? 'SOL' }) : problemText(problem)}
        </p>
      ) : null}
      <button type="submit" className="airlock-button airlock-button-primary" data-testid="airlock-send-preview" data-airlock-opens="WalletSendPreview" disabled={!!problem}>
        {problem === 'insufficientGas' ? t('send.problem.insufficientGas') : t('send.preview')}
      </button>
    </form>
  )
}

/** The text for a bad amount or receiver (docs/texts.md#send); the form's own words for the rest. */
function problemText(problem: NonNullable<ReturnType<typeof sendFormProblem>>): string {
  if (problem === 'invalidAmount' || problem === 'invalidReceiver') return ErrorText.invalidAmountReceiver
  return t(`send.problem.${problem}`)
}

/** The transaction the fee is estimated for (the real amount is not needed for the gas). */
function probeTransaction(token: { address?: string }, from: string, to: string) {
  const contract = token.address?.split(':').at(-1)
  if (!contract) return { from: from as `0x${string}`, to: to as `0x${string}`, value: '0x0' as const }
  // transfer(to, 0): enough for the chain to price the call.
  const data = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}` as `0x${string}`
  return { from: from as `0x${string}`, to: contract as `0x${string}`, value: '0x0' as const, data }
}
