import { supportedChainsApi } from '../../state/dataService/supportedChainsApi'

/**
 * The networks the data service serves, once fetched (undefined until then, or while the data
 * API slice is not loaded yet).
 *
 * @example
 * selectSupportedChains(state)?.includes('eip155:8453')
 */
export const selectSupportedChains = (s: { dataApi?: unknown }) => (s.dataApi ? supportedChainsApi.endpoints.supportedChains.select()(s as never).data : undefined)
