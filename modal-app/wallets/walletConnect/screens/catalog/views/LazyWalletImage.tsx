import { WalletImage } from '../../../../../ui/components/WalletImage'
import { useInView } from './useInView'

/**
 * A wallet image that asks for its URL only once the tile is near the visible area (the grid
 * can hold hundreds); initials until then, and when the image fails (failures ignored, docs/texts.md#other).
 *
 * @example
 * <LazyWalletImage name="Rainbow" src={url} size={48} />
 */
export function LazyWalletImage({ name, src, size }: { name: string; src?: string; size: number }) {
  const [ref, inView] = useInView<HTMLSpanElement>('120px', true)
  return (
    <span ref={ref} style={{ display: 'inline-flex' }}>
      <WalletImage name={name} src={inView ? src : undefined} size={size} />
    </span>
  )
}
