import { identiconColors } from '../../../ui/format/identiconColors'

/**
 * The account avatar: the profile image when there is one, else a gradient placeholder derived
 * from the address. Decorative: the address beside it carries the meaning.
 *
 * @example
 * <Avatar address="0xabc…" />
 */
export function Avatar({ address, image, size = 64 }: { address: string; image?: string; size?: number }) {
  if (image) return <img className="airlock-avatar" src={image} alt="" aria-hidden="true" width={size} height={size} />
  const [a, b] = identiconColors(address)
  return (
    <span
      className="airlock-avatar"
      aria-hidden="true"
      data-testid="airlock-avatar"
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 30%, ${a}, ${b})` }}
    />
  )
}
