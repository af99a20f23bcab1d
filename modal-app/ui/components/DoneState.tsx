import { useEffect, useRef, type ReactNode } from 'react'
import { Icon } from './Icon'
import { t } from '../i18n/t'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../i18n/viewMessages'

/**
 * The end of a flow the visitor started in the modal (a swap, a purchase): a check in a circle,
 * the title, what happened in a line or two, a link to the transaction on the explorer when there
 * is one, and Done, which has the focus so Enter finishes; `secondary` adds a button beside it
 * (another swap). The title is a polite live region so the outcome is announced.
 *
 * @example
 * <DoneState title="Swap complete" explorerUrl={url} onDone={() => dispatch(viewsReset({ view: 'Account' }))} testId="airlock-swap-success">…</DoneState>
 */
export function DoneState({ title, children, explorerUrl, onDone, secondary, testId }: {
  title: string
  children?: ReactNode
  explorerUrl?: string
  onDone: () => void
  secondary?: { label: string; onClick: () => void; testId: string }
  testId: string
}) {
  const done = useRef<HTMLButtonElement>(null)
  useEffect(() => done.current?.focus(), [])
  return (
    <div className="airlock-stack airlock-center" data-testid={testId}>
      <div className="airlock-connecting-icon" aria-hidden="true">
        <span className="airlock-tx-status-icon airlock-tx-status-sent">
          <Icon name="check" size={36} />
        </span>
      </div>
      <div role="status" aria-live="polite">
        <p className="airlock-help-title" data-testid={`${testId}-title`}>{title}</p>
        {children}
      </div>
      {explorerUrl ? (
        <a className="airlock-button airlock-button-secondary" href={explorerUrl} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-explorer`}>
          <Icon name="explorer" size={18} />
          {t('txStatus.explorer')}
        </a>
      ) : null}
      {secondary ? (
        <button type="button" className="airlock-button airlock-button-secondary" onClick={secondary.onClick} data-testid={secondary.testId}>
          {secondary.label}
        </button>
      ) : null}
      <button ref={done} type="button" className="airlock-button airlock-button-primary" onClick={onDone} data-testid={`${testId}-done`}>
        {t('txStatus.done')}
      </button>
    </div>
  )
}
