import { isConnectSource } from '../url/isConnectSource'
import { isExactOrigin } from '../url/isExactOrigin'
import { parseOperatorEndpoints } from './parseOperatorEndpoints'
import { OPERATOR_FEATURES, type FeatureAllowance, type ProjectSettings } from './projectSettings'
import { SettingsRequestError } from './SettingsRequestError'

function malformed(why: string): SettingsRequestError {
  return new SettingsRequestError('malformed', `The project settings are malformed: ${why}`)
}

/**
 * Reads a settings answer for `projectId`, or throws a `malformed` {@link SettingsRequestError}.
 * Strict, because the result decides who may frame the modal and is written into response
 * headers: every origin must be exact, every connect source plain (no spaces, `;` or keywords),
 * and the answer must be for the project asked. A feature the answer leaves out is allowed (an
 * older service that knows no features allows them all); one it names must be a boolean. An
 * answer without `endpoints` names none: the modal then has no service to reach, never a default.
 *
 * @example
 * parseProjectSettings(await response.json(), 'airlock-demo').allowedOrigins
 */
export function parseProjectSettings(raw: unknown, projectId: string): ProjectSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw malformed('not an object')
  const r = raw as Record<string, unknown>
  if (r.projectId !== projectId) throw malformed(`they are for '${String(r.projectId).slice(0, 64)}', not '${projectId}'`)
  if (!Array.isArray(r.allowedOrigins) || !r.allowedOrigins.every(isExactOrigin)) throw malformed('allowedOrigins must be exact origins')
  if (!Array.isArray(r.connectSources) || !r.connectSources.every(isConnectSource)) throw malformed('connectSources must be scheme://host[:port] sources')
  if (typeof r.analytics !== 'boolean') throw malformed('analytics must be a boolean')
  const given = r.features ?? {}
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw malformed('features must be an object')
  const features = {} as FeatureAllowance
  for (const name of OPERATOR_FEATURES) {
    const value = (given as Record<string, unknown>)[name] ?? true
    if (typeof value !== 'boolean') throw malformed(`features.${name} must be a boolean`)
    features[name] = value
  }
  let endpoints
  try {
    endpoints = parseOperatorEndpoints(r.endpoints)
  } catch (error) {
    throw malformed((error as Error).message)
  }
  return { projectId, allowedOrigins: [...r.allowedOrigins], analytics: r.analytics, connectSources: [...r.connectSources], features, endpoints }
}
