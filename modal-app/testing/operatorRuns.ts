import { parseOperatorEndpoints } from '../../shared/dataApi/parseOperatorEndpoints'
import { OPERATOR_FEATURES, type FeatureAllowance } from '../../shared/dataApi/projectSettings'
import { operatorSettingsReceived } from '../state/options/optionsSlice'

/**
 * For tests: the project's settings as the handshake delivers them, allowing every feature and
 * naming `endpoints` (one URL or a list per endpoint, as in config/projects.json) as the
 * operator's. Dispatch it before `optionsReceived`, as the bridge does.
 *
 * @example
 * store.dispatch(operatorRuns({ authUrl: AUTH, rpcUrls: { 'eip155:1': RPC } }))
 */
export function operatorRuns(endpoints: Record<string, unknown>) {
  const features = Object.fromEntries(OPERATOR_FEATURES.map((name) => [name, true])) as FeatureAllowance
  return operatorSettingsReceived({ analytics: true, features, endpoints: parseOperatorEndpoints(endpoints) })
}
