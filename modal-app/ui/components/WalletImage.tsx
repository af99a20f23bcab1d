import { useState } from 'react'

/**
 * A wallet, network or social logo with an initials fallback when there is no image or it
 * fails to load (§8: failed image fetches are ignored). Always decorative.
 *
 * @example
 * <WalletImage name="MetaMask" src={connector.imageUrl} />
 */
export function WalletImage({ name, src, size = 40, round = false }: { name: string; src?: string; size?: number; round?: boolean }) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  const cls = `airlock-logo${round ? ' airlock-logo-round' : ''}`
  if (src && !failed) return <img className={cls} style={style} src={src} alt="" aria-hidden="true" onError={() => setFailed(true)} />
  const initials = name.replace(/[^\p{L}\p{N} ]/gu, '').split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]).join('').toUpperCase()
  return (
    <span className={`${cls} airlock-logo-initials`} style={style} aria-hidden="true">
      {initials || '?'}
    </span>
  )
}
