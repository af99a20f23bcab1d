const PATHS = {
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  help: 'M12 17.5v.01M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  disconnect: 'M15 12H4m0 0l4-4m-4 4l4 4M14 4h5v16h-5',
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm9 16l-4-4',
  chevron: 'M9 5l7 7-7 7',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h12M16 13h.01',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  check: 'M5 12l5 5 9-10',
  alert: 'M12 8v5m0 3.5v.01M12 3l9.5 17h-19z',
  // The WalletConnect mark, drawn as a line icon: the arc over the zigzag.
  walletConnect: 'M5 10c3.9-3.6 10.1-3.6 14 0M3 13l3 3 3-3 3 3 3-3 3 3 3-3',
  explorer: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  // The wallet features, one look each: a card (Buy), two opposed arrows (Swap), an arrow into a
  // tray (Receive), an arrow up (Send).
  buy: 'M3 6h18v12H3zM3 10h18M7 14h3',
  swap: 'M7 4L4 7l3 3M4 7h13M17 14l3 3-3 3M20 17H7',
  receive: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  send: 'M12 19V5M6 11l6-6 6 6',
} as const

export type IconName = keyof typeof PATHS

/**
 * A 24×24 line icon. Decorative by default (`aria-hidden`): the control around it carries the
 * accessible name.
 *
 * @example
 * <button aria-label={t('header.close')}><Icon name="close" /></button>
 */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="airlock-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
