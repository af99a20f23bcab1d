export interface Eip6963Info {
  uuid: string
  name: string
  /** Must be a data: URI (EIP-6963). */
  icon: string
  rdns: string
}

/**
 * Airlock's default icon: a small inline SVG as a data URI, so announcing needs no request.
 * Only what a data: URI must escape is escaped (`#` as %23; single quotes instead of double),
 * which keeps it a third shorter than full percent-encoding in the size-budgeted script.
 */
export const DEFAULT_ICON =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='%23667dff'/><path d='M9 22 16 8l7 14h-4l-3-6-3 6z' fill='%23fff'/></svg>"

/**
 * Announces `provider` per EIP-6963 with a frozen detail, and again on every
 * `eip6963:requestProvider`, so wagmi / viem / ethers dapps discover it with no extra code.
 * Returns a function that stops answering.
 *
 * @example
 * const stop = announceProvider({ uuid: crypto.randomUUID(), name: 'Airlock', icon: DEFAULT_ICON, rdns: 'dev.airlock' }, provider)
 */
export function announceProvider(info: Eip6963Info, provider: object): () => void {
  if (!info.icon.startsWith('data:')) throw new TypeError('EIP-6963 icon must be a data: URI')
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
