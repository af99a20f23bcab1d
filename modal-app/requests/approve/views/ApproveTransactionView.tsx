import { useMemo, useRef, type ComponentType } from 'react'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { t } from '../../../ui/i18n/t'
import { resolveApproval } from '../../approvals/resolveApproval'
import { selectCurrentRoute } from '../../../state/router/selectors'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { selectHostOrigin } from '../../../state/options/viewSelectors'
import { selectApprovalStack } from '../../approvals/selectors'
import GenericRequest from '../bodies/GenericRequest'
import { methodSpecOf, type MethodSpec } from '../../methods'
import type { MethodProps } from '../bodies/MethodProps'
import { trustedNetwork } from '../trustedNetwork'
import { ApproveButton } from '../../../ui/guard/ApproveButton'
import { useApprovalGuard } from '../../../ui/guard/useApprovalGuard'
import { DetailRow } from '../../../ui/components/DetailRow'
import { RequesterHeader } from './RequesterHeader'
import { ApprovalHeadline } from './ApprovalHeadline'
import { HeadlineAddresses } from './HeadlineAddresses'
import { describeApproval } from '../describeApproval'
import { useTokenFacts } from '../internal/useTokenFacts'
import { useScrollCue } from '../internal/useScrollCue'
import '../../../ui/i18n/viewMessages'

/**
 * A method that needs approval but whose row names no view of its own. Its row's decoder typed its
 * params as GenericParams (a list or an object of named params), which is what GenericRequest takes.
 */
const GENERIC: NonNullable<MethodSpec['approval']> = { title: 'approve.title.generic', Body: GenericRequest as ComponentType<MethodProps> }

/**
 * ApproveTransaction: what happens in one sentence with its decoded facts (describeApproval:
 * "Send 5 AUSD to 0x70…dc79C8", every shortened address whole first in the details), who asks (the app's name and icon from its metadata, with the origin the
 * handshake proved under it: the name is the dapp's claim, the origin is the proof), on which network (the modal's own chain data) and account, what exactly (per method, in
 * full), and Approve / Reject. The route names one approval by id; the view shows that entry's
 * request and both buttons act on that id alone, so what is approved is what is on screen.
 * Other requests wait visibly in the queue behind it ("Request 1 of 3"). Approve
 * unlocks 500 ms after this request appears and counts only a trusted press after the whole
 * view (its root) was fully visible for 500 ms, or, without IntersectionObserver v2, a
 * confirm step (useApprovalGuard, ApproveButton; security.md #7, #9, #10, #12).
 *
 * @example
 * <ApproveTransactionView />
 */
export default function ApproveTransactionView() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const stack = useAppSelector(selectApprovalStack)
  const shownId = typeof route.data?.approvalId === 'string' ? route.data.approvalId : undefined
  const position = stack.findIndex((e) => e.id === shownId)
  const entry = position >= 0 ? stack[position] : undefined
  const approvalId = entry?.id
  const requester = useAppSelector(selectHostOrigin)
  const networks = useAppSelector(selectConfiguredNetworks)
  const request = entry?.request ?? {}
  const method = String(request.method ?? '')
  const caipNetworkId = String(request.caipNetworkId ?? '')
  const address = String(request.address ?? '')
  const shown = useMemo(() => trustedNetwork(caipNetworkId, networks), [caipNetworkId, networks])
  const network = shown.network
  // Decoded once by the router (or built typed by the modal itself): shown as they are.
  const params = request.params
  const token = useTokenFacts(method, params, network)
  const headline = describeApproval({ method, params, network, address, token })
  const root = useRef<HTMLDivElement>(null)
  const details = useRef<HTMLDivElement>(null)
  const more = useScrollCue(details)
  const guard = useApprovalGuard(approvalId, root)
  const { title, Body } = methodSpecOf(caipNetworkId.split(':')[0] ?? '', method)?.approval ?? GENERIC

  return (
    <div ref={root} className="airlock-stack airlock-approve" data-testid="airlock-approve" data-method={method} data-armed={guard.armed} data-confirming={!!guard.confirm} data-approval-id={approvalId ?? ''}>
      <p className="airlock-help-title airlock-center" data-testid="airlock-approve-title">{t(title)}</p>
      {stack.length > 1 && entry ? (
        <p className="airlock-text-secondary airlock-approve-queue" data-testid="airlock-approve-queue" aria-live="polite">
          {t('approve.queue', { position: position + 1, count: stack.length })}
        </p>
      ) : null}
      {/* What happens, in words, before anything else (issue 35 #2). */}
      {headline ? <ApprovalHeadline headline={headline} /> : null}
      <RequesterHeader origin={requester} />
      {/* The details scroll inside the approval so the whole approval always fits on screen: the
          click guard only arms while every part of it is visible. While there is more below, the
          bottom edge fades and says so. */}
      <div className="airlock-approve-details-frame">
      <div ref={details} className="airlock-stack airlock-approve-details" data-testid="airlock-approve-details" data-more={more} tabIndex={0} aria-label={t('approve.details')}>
      {headline ? <HeadlineAddresses addresses={headline.addresses} /> : null}
      <dl className="airlock-stack">
        <DetailRow label={t('approve.network')} testId="airlock-approve-network">
          {/* A network's name or CAIP-2 id, never translated: kept left to right in an RTL layout. */}
          <span dir="ltr">{shown.label}</span>
          {shown.namedBySite ? <span className="airlock-text-secondary" data-testid="airlock-approve-network-unverified">{`\n${t('approve.siteNamed')}`}</span> : null}
        </DetailRow>
        <DetailRow label={t('approve.account')} testId="airlock-approve-account">
          <span dir="ltr" title={address}>{truncateAddress(address)}</span>
        </DetailRow>
      </dl>
      <Body method={method} params={params} network={network} address={address} />
      </div>
      {more ? (
        <p className="airlock-approve-more" data-testid="airlock-approve-more" aria-hidden="true">
          {t('approve.scrollForMore')}
        </p>
      ) : null}
      </div>
      <p className="airlock-hint" aria-live="polite">
        {guard.hint ? t(guard.hint) : ''}
      </p>
      <div className="airlock-actions">
        <button
          type="button"
          className="airlock-button airlock-button-secondary"
          data-testid="airlock-approve-reject"
          onClick={() => approvalId && dispatch(resolveApproval(approvalId, 'cancel'))}
        >
          {t('approve.reject')}
        </button>
        <ApproveButton guard={guard} disabled={!approvalId} onApprove={() => approvalId && dispatch(resolveApproval(approvalId, 'success'))} />
      </div>
    </div>
  )
}
