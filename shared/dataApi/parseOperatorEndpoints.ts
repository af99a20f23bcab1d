import { isHttpUrl } from '../options/isHttpUrl'
import type { OperatorEndpoints } from './projectSettings'

const LISTS = ['apiUrl', 'authUrl', 'paymasterUrl'] as const
const MAPS = ['bundlerUrls', 'rpcUrls'] as const

/**
 * Reads an operator's endpoints (`endpoints` of a project in config/projects.json, or of a
 * settings answer) into lists of normalized http(s) URLs, or throws an Error naming the first
 * bad entry. A value may be one URL or a list of them; per-network maps are keyed by CAIP-2 id.
 * A key it does not know is refused: a typo must not leave an endpoint silently unset.
 *
 * @example
 * parseOperatorEndpoints({ authUrl: 'https://auth.example' }).authUrl // ['https://auth.example/']
 */
export function parseOperatorEndpoints(raw: unknown): OperatorEndpoints {
  if (raw === undefined) return { apiUrl: [], authUrl: [], paymasterUrl: [], bundlerUrls: {}, rpcUrls: {} }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('endpoints must be an object like { "authUrl": "https://auth.example" }')
  const r = raw as Record<string, unknown>
  for (const key of Object.keys(r)) {
    if (!(LISTS as readonly string[]).includes(key) && !(MAPS as readonly string[]).includes(key)) throw new Error(`endpoints.${key} is not an endpoint (${[...LISTS, ...MAPS].join(', ')})`)
  }
  const out: OperatorEndpoints = { apiUrl: [], authUrl: [], paymasterUrl: [], bundlerUrls: {}, rpcUrls: {} }
  for (const key of LISTS) out[key] = urlList(r[key], `endpoints.${key}`)
  for (const key of MAPS) {
    const map = r[key] ?? {}
    if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error(`endpoints.${key} must map CAIP-2 network ids to URLs`)
    for (const [network, value] of Object.entries(map)) {
      if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(network)) throw new Error(`endpoints.${key}: '${network.slice(0, 64)}' is not a CAIP-2 network id`)
      out[key][network] = urlList(value, `endpoints.${key}.${network}`)
    }
  }
  return out
}

/**
 * The one spelling of an endpoint URL both sides compare: the WHATWG serialization (`new URL`),
 * so `http://127.0.0.1:8790` and `http://127.0.0.1:8790/` name the same endpoint. Undefined for
 * anything that is not an absolute http(s) URL.
 *
 * @example
 * normalizeEndpointUrl('HTTP://Auth.Example') // 'http://auth.example/'
 */
export function normalizeEndpointUrl(value: unknown): string | undefined {
  return isHttpUrl(value) ? new URL(value).href : undefined
}

function urlList(value: unknown, where: string): string[] {
  if (value === undefined) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((url) => {
    const normalized = normalizeEndpointUrl(url)
    if (!normalized) throw new Error(`${where} must be http(s) URLs; '${String(url).slice(0, 100)}' is not one`)
    return normalized
  })
}
