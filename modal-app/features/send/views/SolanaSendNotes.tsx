import { formatUnits } from 'viem'
import { useAppSelector } from '../../../store/hooks'
import { selectActiveAccount } from '../../../state/account/selectors'
import { SOL_DECIMALS } from '../solana/solanaSendCosts'
import { useSolanaSendPlan } from '../solana/useSolanaSendPlan'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'
import { selectSendDraft } from '../selectors'
import { selectCaipNetwork } from '../../../state/network/selectors'

/**
 * What the preview adds on Solana, from a plan of the draft on the chain: the fee in SOL, and
 * that the send creates the receiver's associated token account (with the rent the sender
 * deposits) when an SPL token goes to an address that has none yet.
 *
 * @example
 * {namespace === 'solana' ? <SolanaSendNotes /> : null}
 */
export function SolanaSendNotes() {
  const draft = useAppSelector(selectSendDraft)
  const from = useAppSelector(selectActiveAccount)?.address
  const native = useAppSelector(selectCaipNetwork)?.nativeCurrency.symbol ?? 'SOL'
  const { plan, settled } = useSolanaSendPlan({ from, token: draft.token, amount: draft.sendTokenAmount ?? '', receiver: draft.receiverAddress })
  if (!plan || !settled) return null
  return (
    <>
      <p className="airlock-text-secondary" style={{ margin: 0, textAlign: 'end' }} data-testid="airlock-send-review-fee-native" data-lamports={plan.feeLamports.toString()}>
        {formatUnits(plan.feeLamports, SOL_DECIMALS)} {native}
      </p>
      {plan.createsTokenAccount ? (
        <p className="airlock-text-secondary" style={{ margin: 0 }} data-testid="airlock-send-review-creates-account" data-account={plan.receiverTokenAccount}>
          {t('send.createsTokenAccount', { symbol: draft.token?.symbol ?? '', rent: formatUnits(plan.rentLamports, SOL_DECIMALS), native })}
        </p>
      ) : null}
    </>
  )
}
