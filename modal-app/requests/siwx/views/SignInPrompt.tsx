import { useRef } from 'react'
import { ErrorText } from '../../../../shared/errors/messages'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { t } from '../../../ui/i18n/t'
import { resolveApproval } from '../../approvals/resolveApproval'
import { ApproveButton } from '../../../ui/guard/ApproveButton'
import { useApprovalGuard } from '../../../ui/guard/useApprovalGuard'
import { DetailRow } from '../../../ui/components/DetailRow'
import { trustedNetwork } from '../../approve/trustedNetwork'
import { selectCurrentRoute } from '../../../state/router/selectors'
import { siwxSignRequested } from '../../../state/siwx/siwxSlice'
import { selectApprovalStack } from '../../approvals/selectors'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { selectHostOrigin } from '../../../state/options/viewSelectors'
import { selectSiwxState } from '../../../state/siwx/selectors'

/**
 * The sign-in request (ConnectingSiwe / sign-in message signing, docs/views.md#views): who asks (the origin
 * the handshake proved), with which account and on which network, the operator's statement, and
 * Cancel / Sign. Sign is the approval guard's button (unlocks after a moment, counts only a
 * trusted press on a fully visible view), then shows 'Authenticating...' while the wallet signs;
 * a failure shows its text (docs/texts.md#sign-in) ('Signature declined', 'This application might not support Smart
 * Accounts', …) and Sign asks again. The route names one approval; both buttons act on it alone.
 *
 * @example
 * <SignInPrompt />
 */
export function SignInPrompt() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const approvalId = typeof route.data?.approvalId === 'string' ? route.data.approvalId : undefined
  const entry = useAppSelector(selectApprovalStack).find((e) => e.id === approvalId)
  const requester = useAppSelector(selectHostOrigin)
  const networks = useAppSelector(selectConfiguredNetworks)
  const { config, signing, error } = useAppSelector(selectSiwxState)
  const root = useRef<HTMLDivElement>(null)
  const guard = useApprovalGuard(entry?.id, root)
  const address = String(entry?.request?.address ?? '')
  const network = trustedNetwork(String(entry?.request?.caipNetworkId ?? ''), networks)

  return (
    <div ref={root} className="airlock-stack" data-testid="airlock-siwx" data-state={signing ? 'signing' : error ? 'failed' : 'ready'} data-armed={guard.armed}>
      <p className="airlock-center" data-testid="airlock-siwx-request">{t('siwx.request', { origin: requester })}</p>
      <dl className="airlock-stack">
        <DetailRow label={t('siwx.account')} testId="airlock-siwx-account">
          <span dir="ltr" title={address}>{truncateAddress(address)}</span>
        </DetailRow>
        <DetailRow label={t('siwx.network')} testId="airlock-siwx-network">
          {network.label}
        </DetailRow>
        {config?.statement ? (
          <DetailRow label={t('siwx.statement')} testId="airlock-siwx-statement">
            {config.statement}
          </DetailRow>
        ) : null}
      </dl>
      {config?.required ? <p className="airlock-text-secondary" data-testid="airlock-siwx-required">{t('siwx.required')}</p> : null}
      <p className="airlock-hint" aria-live="polite" data-testid="airlock-siwx-status">
        {signing ? ErrorText.authenticating : guard.hint ? t(guard.hint) : ''}
      </p>
      {error && !signing ? (
        <p className="airlock-field-error" role="alert" data-testid="airlock-siwx-error">
          {error}
        </p>
      ) : null}
      <div className="airlock-actions">
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-siwx-cancel" onClick={() => entry && dispatch(resolveApproval(entry.id, 'cancel'))}>
          {t('siwx.cancel')}
        </button>
        <ApproveButton guard={guard} label={t('siwx.sign')} disabled={!entry || signing} onApprove={() => entry && dispatch(siwxSignRequested({ approvalId: entry.id }))} />
      </div>
    </div>
  )
}
