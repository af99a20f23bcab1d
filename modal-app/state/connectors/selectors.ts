import type { ConnectorInfo, ConnectorsState } from './connectorsSlice'

/** All connectors, newest first. @example selectConnectors(state).length */
export const selectConnectors = (s: { connectors: ConnectorsState }): ConnectorInfo[] => s.connectors.list
