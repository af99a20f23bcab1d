import type { ReactNode } from 'react'

export interface ListButtonProps {
  label: string
  image?: ReactNode
  tag?: string
  selected?: boolean
  disabled?: boolean
  testId?: string
  onClick: () => void
  /** The visitor is about to press it (pointer over it, or focus): lets the row's work start early. */
  onIntent?: () => void
}

/**
 * One full-width row button (wallet, network, All wallets): image, label, optional tag.
 *
 * @example
 * <ListButton label="MetaMask" tag="Installed" image={<WalletImage name="MetaMask" />} onClick={pick} />
 */
export function ListButton({ label, image, tag, selected, disabled, testId, onClick, onIntent }: ListButtonProps) {
  return (
    <button
      type="button"
      className="airlock-list-button"
      data-testid={testId}
      aria-current={selected ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {image}
      <span className="airlock-list-label">{label}</span>
      {tag ? <span className={`airlock-tag${selected ? ' airlock-tag-accent' : ''}`}>{tag}</span> : null}
    </button>
  )
}
