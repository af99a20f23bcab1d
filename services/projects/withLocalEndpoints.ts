import type { OperatorEndpoints } from '../../shared/dataApi/projectSettings'
import { solanaDevnet } from '../../shared/networks/networks'
import type { ProfilePorts } from '../internal/paths'
import type { Project } from './loadProjects'

/**
 * The loopback endpoints of a local stack on `ports`: its data API, auth service, bundlers,
 * paymaster and chains (the Solana chain plays devnet). Only a local stack calls this: the
 * loopback defaults live here and in config/projects.json's `"localStack"`, never in the modal
 * or the host SDK.
 *
 * @example
 * localStackEndpoints(readPorts('test')).authUrl // ['http://127.0.0.1:18790/']
 */
export function localStackEndpoints(ports: ProfilePorts): OperatorEndpoints {
  const at = (port: number) => `http://127.0.0.1:${port}/`
  return {
    apiUrl: [at(ports.dataApi)],
    authUrl: [at(ports.auth)],
    paymasterUrl: ports.paymaster === undefined ? [] : [at(ports.paymaster)],
    bundlerUrls: Object.fromEntries(Object.entries(ports.bundlers ?? {}).map(([id, port]) => [`eip155:${id}`, [at(port)]])),
    rpcUrls: { ...Object.fromEntries(Object.entries(ports.chains).map(([id, port]) => [`eip155:${id}`, [at(port)]])), [solanaDevnet.caipNetworkId]: [at(ports.solana)] },
  }
}

/**
 * The projects with `"endpoints": "localStack"` given this stack's endpoints; the others as they are.
 *
 * @example
 * createDataApi({ projects: withLocalEndpoints(loadProjects(), localStackEndpoints(ports)), … })
 */
export function withLocalEndpoints(projects: readonly Project[], endpoints: OperatorEndpoints): readonly Project[] {
  return projects.map((project) => (project.endpoints === 'localStack' ? { ...project, endpoints } : project))
}
