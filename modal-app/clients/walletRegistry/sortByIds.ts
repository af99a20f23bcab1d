/**
 * Orders `items` by the position of their `id` in `ids` (the featured list is shown in the
 * order the dapp gave); items whose id is not listed keep their relative order at the end.
 *
 * @example
 * sortByIds([{ id: 'b' }, { id: 'a' }], ['a', 'b']) // [{ id: 'a' }, { id: 'b' }]
 */
export function sortByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]))
  const position = (item: T) => rank.get(item.id) ?? Number.MAX_SAFE_INTEGER
  return [...items].sort((a, b) => position(a) - position(b))
}
