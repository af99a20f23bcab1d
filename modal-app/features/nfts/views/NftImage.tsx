import { useState } from 'react'

/**
 * An NFT's image, square, or a neutral tile when there is none or it fails to load (docs/texts.md#other: failed
 * image fetches are ignored). Decorative: the name beside it carries the meaning.
 *
 * @example
 * <NftImage src={nft.image} size="100%" />
 */
export function NftImage({ src, testId }: { src: string | null; testId?: string }) {
  const [failed, setFailed] = useState(false)
  const box = { width: '100%', aspectRatio: '1 / 1', borderRadius: 'var(--airlock-radius-m)', background: 'var(--airlock-surface)', display: 'block', objectFit: 'cover' } as const
  if (!src || failed) return <span style={box} aria-hidden="true" data-testid={testId ? `${testId}-placeholder` : undefined} />
  return <img src={src} alt="" aria-hidden="true" style={box} loading="lazy" decoding="async" onError={() => setFailed(true)} data-testid={testId} />
}
