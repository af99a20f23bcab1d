import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseOperatorEndpoints } from '../../shared/dataApi/parseOperatorEndpoints'
import { OPERATOR_FEATURES, type FeatureAllowance, type OperatorEndpoints } from '../../shared/dataApi/projectSettings'
import { isConnectSource } from '../../shared/url/isConnectSource'
import { isExactOrigin } from '../../shared/url/isExactOrigin'
import { repoRoot } from '../internal/paths'
import { parseSponsorshipPolicy, type SponsorshipPolicy } from './parseSponsorshipPolicy'

/** One project from `config/projects.json`: who may embed the modal and call the services. */
export interface Project {
  id: string
  name: string
  /** Exact origins (`scheme://host[:port]`) of the pages allowed to embed the modal. */
  allowedOrigins: readonly string[]
  /** Whether the analytics sink accepts this project's events. */
  analytics: boolean
  /** What the modal may contact for this project (its CSP connect-src and img-src), CSP source syntax. */
  connectSources: readonly string[]
  /** The features the operator allows the modal for this project; `features` absent in the file means all. */
  features: Readonly<FeatureAllowance>
  /** Whether the local verifying paymaster pays the gas of this project's user operations (false when absent; always set by loadProjects). */
  sponsorGas?: boolean
  /** What the paymaster pays at most for this project (`sponsorship` in the file over the local defaults; always set by loadProjects). */
  sponsorship?: Readonly<SponsorshipPolicy>
  /**
   * The service endpoints the operator runs for this project (the modal uses only these), or
   * `'localStack'`: the loopback services of whichever local stack serves the settings, filled in
   * by that stack (services/stack.ts), so a production registry never defaults to loopback.
   * Absent in the file means none.
   */
  endpoints?: OperatorEndpoints | 'localStack'
}

/** The one source of truth for projects; the modal reads its project's part from the data service. */
export const defaultProjectsPath = join(repoRoot, 'config/projects.json')

const cache = new Map<string, readonly Project[]>()

/** CSP sources: scheme://host[:port or :*], never a keyword or a bare scheme that would allow everything. */
function parseSources(raw: unknown, where: string): string[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw) || !raw.every(isConnectSource)) {
    throw new Error(`${where} must be a list of sources like https://api.example or ws://127.0.0.1:*`)
  }
  return [...(raw as string[])]
}

/** The operator's allow-map: only known features, only booleans; a feature not named is allowed. */
function parseFeatures(raw: unknown, where: string): FeatureAllowance {
  const features = Object.fromEntries(OPERATOR_FEATURES.map((name) => [name, true])) as FeatureAllowance
  if (raw === undefined) return features
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${where} must be an object like { "swaps": false }`)
  for (const [name, value] of Object.entries(raw)) {
    if (!(OPERATOR_FEATURES as readonly string[]).includes(name)) throw new Error(`${where}.${name} is not a feature an operator can switch (${OPERATOR_FEATURES.join(', ')})`)
    if (typeof value !== 'boolean') throw new Error(`${where}.${name} must be true or false`)
    features[name as keyof FeatureAllowance] = value
  }
  return features
}

/** Gas sponsorship is opt-in: only an explicit `true` lets the paymaster pay for a project. */
function parseSponsorGas(raw: unknown, where: string): boolean {
  if (raw === undefined) return false
  if (typeof raw !== 'boolean') throw new Error(`${where} must be true or false`)
  return raw
}

/** `"localStack"` or the operator's endpoints, checked by the same reader the modal uses. */
function parseEndpoints(raw: unknown, where: string): OperatorEndpoints | 'localStack' {
  if (raw === 'localStack') return raw
  try {
    return parseOperatorEndpoints(raw)
  } catch (error) {
    throw new Error(`${where}.${(error as Error).message}`)
  }
}

function parseProject(raw: unknown, index: number, path: string): Project {
  const where = `${path}: projects[${index}]`
  if (!raw || typeof raw !== 'object') throw new Error(`${where} is not an object`)
  const p = raw as Record<string, unknown>
  if (typeof p.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(p.id)) throw new Error(`${where}.id must be 1-64 letters, digits, - or _`)
  if (!Array.isArray(p.allowedOrigins) || !p.allowedOrigins.every(isExactOrigin)) {
    throw new Error(`${where}.allowedOrigins must be a list of exact origins like http://127.0.0.1:5173`)
  }
  return {
    id: p.id,
    name: typeof p.name === 'string' ? p.name : p.id,
    allowedOrigins: Object.freeze([...(p.allowedOrigins as string[])]),
    analytics: p.analytics !== false,
    connectSources: Object.freeze(parseSources(p.connectSources, `${where}.connectSources`)),
    features: Object.freeze(parseFeatures(p.features, `${where}.features`)),
    sponsorGas: parseSponsorGas(p.sponsorGas, `${where}.sponsorGas`),
    sponsorship: Object.freeze(parseSponsorshipPolicy(p.sponsorship, `${where}.sponsorship`)),
    endpoints: parseEndpoints(p.endpoints, where),
  }
}

/**
 * Reads and validates the project registry (`config/projects.json` by default). The result is
 * frozen and cached per path; a malformed file throws with the offending entry named, so a bad
 * edit fails at start instead of letting every origin through.
 *
 * @example
 * loadProjects().map((p) => p.id) // ['airlock-demo', 'airlock-no-analytics']
 */
export function loadProjects(path: string = defaultProjectsPath): readonly Project[] {
  const hit = cache.get(path)
  if (hit) return hit
  const json = JSON.parse(readFileSync(path, 'utf8')) as { projects?: unknown }
  if (!Array.isArray(json.projects)) throw new Error(`${path} must hold { "projects": [...] }`)
  const projects = Object.freeze(json.projects.map((p, i) => Object.freeze(parseProject(p, i, path))))
  const ids = new Set<string>()
  for (const p of projects) {
    if (ids.has(p.id)) throw new Error(`${path}: project id '${p.id}' appears twice`)
    ids.add(p.id)
  }
  cache.set(path, projects)
  return projects
}

/**
 * Looks a project up by id; `undefined` for an unknown (or non-string) id.
 *
 * @example
 * findProject('airlock-demo')?.analytics // true
 */
export function findProject(id: unknown, projects: readonly Project[] = loadProjects()): Project | undefined {
  return typeof id === 'string' ? projects.find((p) => p.id === id) : undefined
}
