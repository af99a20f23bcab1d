import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_FEATURES, type Features, type ModalOptions, type ServiceUrls } from '../../../shared/options'
import ports from '../../../config/ports.json'

/** Options after defaults: features complete, service URLs complete. */
export interface ResolvedOptions extends Omit<ModalOptions, 'features' | 'services'> {
  features: Features
  services: ServiceUrls
}

export interface OptionsState {
  /** False until the host's handshake delivered the options. */
  received: boolean
  /** The embedding origin proven by the handshake: the only requester the modal ever shows. */
  hostOrigin: string
  value: ResolvedOptions
}

/** Loopback defaults (config/ports.json, dev profile); the host overrides them per deployment. */
export const DEFAULT_SERVICES: ServiceUrls = {
  apiUrl: `http://127.0.0.1:${ports.dev.dataApi}`,
  registryUrl: `http://127.0.0.1:${ports.dev.dataApi}`,
  analyticsUrl: `http://127.0.0.1:${ports.dev.dataApi}`,
  relayUrl: `ws://127.0.0.1:${ports.dev.relay}`,
  authUrl: `http://127.0.0.1:${ports.dev.auth}`,
}

/**
 * Applies the §1/§5 defaults to options from the host: DEFAULT_FEATURES under the given
 * features, loopback service URLs, and the options that default to enabled unless set false.
 *
 * @example
 * resolveOptions({ projectId: 'p', networks: [mainnet] }).features.swaps // true
 */
export function resolveOptions(options: ModalOptions): ResolvedOptions {
  return {
    ...options,
    enableWalletConnect: options.enableWalletConnect !== false,
    enableEIP6963: options.enableEIP6963 !== false,
    enableNetworkSwitch: options.enableNetworkSwitch !== false,
    enableWallets: options.enableWallets !== false,
    allowUnsupportedChain: options.allowUnsupportedChain === true,
    features: { ...DEFAULT_FEATURES, ...stripUndefined(options.features ?? {}) },
    services: { ...DEFAULT_SERVICES, ...stripUndefined(options.services ?? {}) },
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

export const initialOptionsState: OptionsState = {
  received: false,
  hostOrigin: '',
  value: resolveOptions({ projectId: '', networks: [] }),
}

/**
 * Holds the host's options with defaults applied.
 *
 * @example
 * store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
 */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: initialOptionsState,
  reducers: {
    optionsReceived(state, action: PayloadAction<ModalOptions>) {
      state.received = true
      state.value = resolveOptions(action.payload)
    },
    hostOriginProven(state, action: PayloadAction<string>) {
      state.hostOrigin = action.payload
    },
    featuresChanged(state, action: PayloadAction<Partial<Features>>) {
      state.value.features = { ...state.value.features, ...stripUndefined(action.payload) }
    },
  },
})

export const { optionsReceived, featuresChanged, hostOriginProven } = optionsSlice.actions
