/** A validated `GET /getWallets` query. */
export interface WalletsQuery {
  page: number
  entries: number
  chains: string[] | null
  include: string[] | null
  exclude: string[] | null
  search: string | null
  badgeType: 'certified' | 'none' | null
}

export type ParsedQuery<T> = { ok: true; value: T } | { ok: false; message: string }

/** Hosted-registry batch size (docs/constants.md#timing): no page is larger. */
export const MAX_ENTRIES = 1000
const MAX_IDS = 1000
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const WALLET_ID = /^[A-Za-z0-9_-]{1,128}$/
const LABEL = /^[\x20-\x7e]{0,64}$/

type Raw = Record<string, unknown>

function single(raw: Raw, key: string): string | undefined | Error {
  const value = raw[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string') return new Error(`${key} must be given once`)
  return value
}

function positiveInt(raw: Raw, key: string, fallback: number, max: number): number | Error {
  const value = single(raw, key)
  if (value instanceof Error) return value
  if (value === undefined || value === '') return fallback
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max) return new Error(`${key} must be an integer from 1 to ${max}`)
  return Number(value)
}

function idList(raw: Raw, key: string, pattern: RegExp, what: string): string[] | null | Error {
  const value = single(raw, key)
  if (value instanceof Error) return value
  if (value === undefined || value.trim() === '') return null
  const items = value.split(',').map((s) => s.trim()).filter(Boolean)
  if (items.length > MAX_IDS) return new Error(`${key} lists more than ${MAX_IDS} items`)
  const bad = items.find((item) => !pattern.test(item))
  if (bad !== undefined) return new Error(`${key}: '${bad.slice(0, 80)}' is not ${what}`)
  return items
}

/**
 * Validates the common query of every wallet-service call: `st` and `sv` (SDK type and version)
 * are optional printable labels, given at most once. (`projectId` is checked by the caller.)
 *
 * @example
 * checkSdkParams({ projectId: 'airlock-demo', st: 'appkit', sv: 'html-wagmi-4.2.2' }) // null
 */
export function checkSdkParams(raw: Raw): string | null {
  for (const key of ['st', 'sv']) {
    const value = single(raw, key)
    if (value instanceof Error) return value.message
    if (value !== undefined && !LABEL.test(value)) return `${key} must be at most 64 printable characters`
  }
  return null
}

/**
 * Validates and normalises the `GET /getWallets` query (docs/calls.md#wallet-registry): `page` and `entries`
 * positive integers (defaults 1 and 40, entries at most 1000), `chains` a comma-separated CAIP-2
 * list, `include` / `exclude` comma-separated wallet ids, `search` trimmed (empty means none),
 * `badge_type` `certified` or `none`. Repeated keys and malformed values are errors.
 *
 * @example
 * parseWalletsQuery({ page: '2', entries: '40', exclude: 'a,b', search: '  meta ' })
 * // { ok: true, value: { page: 2, entries: 40, exclude: ['a', 'b'], search: 'meta', … } }
 */
export function parseWalletsQuery(raw: Raw): ParsedQuery<WalletsQuery> {
  const page = positiveInt(raw, 'page', 1, 1_000_000)
  const entries = positiveInt(raw, 'entries', 40, MAX_ENTRIES)
  const chains = idList(raw, 'chains', CAIP2, 'a CAIP-2 network id')
  const include = idList(raw, 'include', WALLET_ID, 'a wallet id')
  const exclude = idList(raw, 'exclude', WALLET_ID, 'a wallet id')
  const search = single(raw, 'search')
  const badge = single(raw, 'badge_type')
  for (const v of [page, entries, chains, include, exclude, search, badge]) {
    if (v instanceof Error) return { ok: false, message: v.message }
  }
  if (typeof search === 'string' && search.length > 200) return { ok: false, message: 'search must be at most 200 characters' }
  if (badge !== undefined && badge !== '' && badge !== 'certified' && badge !== 'none') {
    return { ok: false, message: "badge_type must be 'certified' or 'none'" }
  }
  const term = typeof search === 'string' ? search.trim() : ''
  return {
    ok: true,
    value: {
      page: page as number,
      entries: entries as number,
      chains: chains as string[] | null,
      include: include as string[] | null,
      exclude: exclude as string[] | null,
      search: term === '' ? null : term,
      badgeType: badge === 'certified' || badge === 'none' ? badge : null,
    },
  }
}
