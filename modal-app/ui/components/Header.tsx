import { useContext, useEffect, useRef } from 'react'
import { Icon } from './Icon'
import { LiveContext } from './LiveContext'
import { t } from '../i18n/t'

export interface HeaderProps {
  title: string
  titleId: string
  /** Changes on every navigation so the title takes focus again. */
  viewKey: string
  /** The title plays its entry animation (a navigation inside the open modal, never the open). */
  enter?: boolean
  onBack?: () => void
  onHelp?: () => void
  onClose: () => void
}

/**
 * The modal header: back (or help) on the left, the animated view title, close on the right.
 * The title is the dialog's label and takes focus on each view, so screen readers announce it,
 * once the modal takes input (LiveContext, from ModalShell).
 *
 * @example
 * <Header title="Connect Wallet" titleId="airlock-title" viewKey="Connect:1" onClose={close} />
 */
export function Header({ title, titleId, viewKey, enter = false, onBack, onHelp, onClose }: HeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const live = useContext(LiveContext)
  useEffect(() => {
    if (!live) return
    // In the next frame's animation callback, not at commit: focus() needs style and layout up
    // to date, and there they are computed once for that frame instead of forced twice. A view
    // that moved focus itself meanwhile (Try again after a blocked popup) keeps it.
    const before = document.activeElement
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement
      if (now === before || now === null || now === document.body) heading.current?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [viewKey, live])
  // A div, not <header>: inside the dapp's page a second banner landmark would compete with the
  // page's own (axe landmark-unique); the dialog's label already names this region.
  return (
    <div className="airlock-header">
      {onBack ? (
        <button type="button" className="airlock-icon-button" data-testid="airlock-back" aria-label={t('header.back')} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : onHelp ? (
        <button type="button" className="airlock-icon-button" data-testid="airlock-help" data-airlock-opens="WhatIsAWallet" aria-label={t('header.help')} onClick={onHelp}>
          <Icon name="help" />
        </button>
      ) : (
        <span className="airlock-icon-spacer" aria-hidden="true" />
      )}
      <h2 key={viewKey} id={titleId} ref={heading} tabIndex={-1} className={enter ? 'airlock-header-title airlock-enter' : 'airlock-header-title'} data-testid="airlock-header-title">
        {title}
      </h2>
      <button type="button" className="airlock-icon-button" data-testid="airlock-close" aria-label={t('header.close')} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  )
}
