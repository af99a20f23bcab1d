/** The two test collections by their URL segment. */
export type CollectionSlug = 'badges' | 'items'

/** Item names of AirlockItems ids 1..8 (the contract refuses other ids). */
export const ITEM_NAMES = ['Brass Key', 'Compass', 'Lantern', 'Map Scroll', 'Rope', 'Spyglass', 'Tent', 'Canteen'] as const

/** The facts of one token of a test collection: what its metadata JSON and image say. */
export interface CollectibleArt {
  name: string
  description: string
  /** The SVG document of the token's image (256 × 256). */
  svg: string
}

const PALETTE = ['#E5484D', '#F76B15', '#FFC53D', '#30A46C', '#12A594', '#0090FF', '#6E56CF', '#D6409F']

/**
 * The name, description and generated SVG image of token `id` of a test collection: a badge is
 * a numbered medal in one of eight colours, an item a labelled tile. Returns undefined for an id
 * the collection cannot hold (0, negative, not an integer; items above 8).
 *
 * @example
 * collectibleArt('badges', 3)?.name // 'Airlock Badge #3'
 */
export function collectibleArt(collection: CollectionSlug, id: bigint): CollectibleArt | undefined {
  if (id < 1n || id > 1_000_000_000n || (collection === 'items' && id > BigInt(ITEM_NAMES.length))) return undefined
  const colour = PALETTE[Number(id % BigInt(PALETTE.length))]!
  const frame = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#14161A"/>${body}</svg>`
  if (collection === 'badges') {
    return {
      name: `Airlock Badge #${id}`,
      description: 'A numbered badge of the Airlock local test collection (ERC-721).',
      svg: frame(
        `<circle cx="128" cy="120" r="84" fill="${colour}"/><circle cx="128" cy="120" r="64" fill="none" stroke="#fff" stroke-width="6" stroke-opacity=".7"/>` +
          `<text x="128" y="140" font-family="Inter,Arial,sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${id}</text>` +
          `<text x="128" y="236" font-family="Inter,Arial,sans-serif" font-size="20" fill="#fff" text-anchor="middle">AIRLOCK BADGE</text>`,
      ),
    }
  }
  const name = ITEM_NAMES[Number(id) - 1]!
  return {
    name,
    description: `${name}: an item of the Airlock local test collection (ERC-1155).`,
    svg: frame(
      `<rect x="40" y="32" width="176" height="156" rx="24" fill="${colour}"/><path d="M88 110h80M128 70v80" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
        `<text x="128" y="232" font-family="Inter,Arial,sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${name}</text>`,
    ),
  }
}
