import { useState, type ReactNode } from 'react'
import { initialsOf } from '../../../shared/format/initialsOf'

/**
 * The one icon of every wallet, network, token and social sign-in: the image, or when there is
 * none or it fails to load (docs/texts.md#other: failed image fetches are ignored) the
 * `fallback` drawn in the project when the caller has one (a known network's mark), else the one
 * initials fallback (`initialsOf`, the same the local registry draws). Always decorative.
 *
 * @example
 * <WalletImage name="MetaMask" src={connector.imageUrl} />
 */
export function WalletImage({ name, src, size = 40, round = false, fallback }: { name: string; src?: string; size?: number; round?: boolean; fallback?: ReactNode }) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  const cls = `airlock-logo${round ? ' airlock-logo-round' : ''}`
  if (src && !failed) return <img className={cls} style={style} src={src} alt="" aria-hidden="true" onError={() => setFailed(true)} />
  if (fallback) return fallback
  return (
    <span className={`${cls} airlock-logo-initials`} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  )
}
