import { describe, expect, it } from 'vitest'
import { readPorts } from '../internal/paths'
import { loadProjects } from './loadProjects'
import { localStackEndpoints, withLocalEndpoints } from './withLocalEndpoints'

describe('withLocalEndpoints', () => {
  it("gives the 'localStack' projects the stack's loopback services, ports included, and leaves the others alone", () => {
    const ports = readPorts('test')
    const endpoints = localStackEndpoints(ports)
    expect(endpoints.authUrl).toEqual([`http://127.0.0.1:${ports.auth}/`])
    expect(endpoints.apiUrl).toEqual([`http://127.0.0.1:${ports.dataApi}/`])
    expect(endpoints.rpcUrls['eip155:1']).toEqual([`http://127.0.0.1:${ports.chains['1']}/`])
    const projects = withLocalEndpoints([...loadProjects(), { id: 'prod', name: 'prod', allowedOrigins: [], analytics: true, connectSources: [], features: loadProjects()[0]!.features, endpoints: { ...endpoints, authUrl: ['https://auth.example/'] } }], endpoints)
    expect(projects.find((p) => p.id === 'airlock-demo')?.endpoints).toEqual(endpoints)
    expect(projects.find((p) => p.id === 'prod')?.endpoints).toMatchObject({ authUrl: ['https://auth.example/'] })
  })
})
