import type { ReactNode } from 'react'

export interface ListButtonProps {
  label: string
  image?: ReactNode
  tag?: string
  selected?: boolean
  disabled?: boolean
  testId?: string
  onClick: () => void
}

/**
 * One full-width row button (wallet, network, All wallets): image, label, optional tag.
 *
 * @example
 * <ListButton label="MetaMask" tag="Installed" image={<WalletImage name="MetaMask" />} onClick={pick} />
 */
export function ListButton({ label, image, tag, selected, disabled, testId, onClick }: ListButtonProps) {
  return (
    <button
      type="button"
      className="airlock-list-button"
      data-testid={testId}
      aria-current={selected ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {image}
      <span className="airlock-list-label">{label}</span>
      {tag ? <span className={`airlock-tag${selected ? ' airlock-tag-accent' : ''}`}>{tag}</span> : null}
    </button>
  )
}
