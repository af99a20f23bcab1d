import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_FEATURES, type Features, type ModalOptions, type ServiceUrls } from '../../../shared/options/ModalOptions'
import { NO_OPERATOR_ENDPOINTS, OPERATOR_FEATURES, type FeatureAllowance, type OperatorEndpoints } from '../../../shared/dataApi/projectSettings'
import { resolveEndpoints, type RefusedEndpoint } from './resolveEndpoints'

/** Options after defaults: features complete, service URLs complete (the operator's endpoints, see `resolveEndpoints`). */
export interface ResolvedOptions extends Omit<ModalOptions, 'features' | 'services'> {
  features: Features
  services: ServiceUrls
  /**
   * CAIP-2 id → the chain RPC the modal itself reads (approval simulation, balances, fees, the
   * embedded wallet): the operator's only. Never the page's
   * `customRpcUrls`, which only tell outside wallets the dapp's preferred RPC.
   */
  rpcUrls: Record<string, string>
}

/** A service URL the page named that is not the operator's: refused, the operator's used instead. */
export type { RefusedEndpoint } from './resolveEndpoints'

export interface OptionsState {
  /** False until the host's handshake delivered the options. */
  received: boolean
  /** The embedding origin proven by the handshake: the only requester the modal ever shows. */
  hostOrigin: string
  /** What the operator allows this project (its settings from the service); all until they arrive. */
  operator: OperatorAllowance
  value: ResolvedOptions
  /** The page's service URLs the operator's settings don't list (shown as an alert, reported in the console). */
  refusedEndpoints: RefusedEndpoint[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    options: OptionsState
  }
}

/** The part of a project's settings that bounds the dapp's options. */
export interface OperatorAllowance {
  analytics: boolean
  features: FeatureAllowance
  /** The operator's service endpoints: the only ones the modal reaches (none until the settings arrive). */
  endpoints?: OperatorEndpoints
}

const ALL_ALLOWED: OperatorAllowance = {
  analytics: true,
  features: Object.fromEntries(OPERATOR_FEATURES.map((name) => [name, true])) as FeatureAllowance,
  endpoints: NO_OPERATOR_ENDPOINTS,
}

/**
 * The dapp's features within what the operator allows: a feature the operator switched off is
 * off whatever the dapp asked (socials included), and analytics needs both to agree.
 *
 * @example
 * withinAllowance(features, { analytics: false, features: { ...all, swaps: false } }).swaps // false
 */
export function withinAllowance(features: Features, allowance: OperatorAllowance): Features {
  const out: Features = { ...features, analytics: features.analytics && allowance.analytics }
  for (const name of OPERATOR_FEATURES) if (!allowance.features[name]) out[name] = false
  return out
}

/**
 * No service URL until the host's options arrive: the modal has no defaults that could point a
 * production deployment at localhost. The data API, auth, bundler and paymaster URLs are the
 * operator's (the project's settings; the local stack's name its loopback services); the
 * registry, analytics and relay URLs the host SDK requires (`requireDeploymentUrls`). Nothing
 * reaches a service before then.
 */
export const NO_SERVICES: ServiceUrls = { apiUrl: '', registryUrl: '', analyticsUrl: '', relayUrl: '', authUrl: '' }

/**
 * Applies the docs/features.md#defaults/defaults to options from the host (docs/validation.md#options): DEFAULT_FEATURES under the given
 * features, the service URLs (the operator's endpoints, among which the page may choose: see
 * `resolveEndpoints`; none by default), and the options that default to enabled unless set false.
 *
 * @example
 * resolveOptions({ projectId: 'p', networks: [mainnet] }).features.swaps // true
 */
export function resolveOptions(options: ModalOptions, operator: OperatorEndpoints = NO_OPERATOR_ENDPOINTS): ResolvedOptions & { refused: RefusedEndpoint[] } {
  const endpoints = resolveEndpoints(options.services, operator, Array.isArray(options.networks) ? options.networks : [])
  const { apiUrl: _api, authUrl: _auth, bundlerUrls: _bundlers, paymasterUrl: _paymaster, ...others } = stripUndefined(options.services ?? {})
  return {
    ...options,
    enableWalletConnect: options.enableWalletConnect !== false,
    enableEIP6963: options.enableEIP6963 !== false,
    enableNetworkSwitch: options.enableNetworkSwitch !== false,
    enableWallets: options.enableWallets !== false,
    allowUnsupportedChain: options.allowUnsupportedChain === true,
    features: { ...DEFAULT_FEATURES, ...stripUndefined(options.features ?? {}) },
    services: { ...NO_SERVICES, ...others, ...endpoints.services },
    rpcUrls: endpoints.rpcUrls,
    refused: endpoints.refused,
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

export const initialOptionsState: OptionsState = {
  received: false,
  hostOrigin: '',
  operator: ALL_ALLOWED,
  value: withoutRefused(resolveOptions({ projectId: '', networks: [] })),
  refusedEndpoints: [],
}

function withoutRefused({ refused: _refused, ...value }: ResolvedOptions & { refused: RefusedEndpoint[] }): ResolvedOptions {
  return value
}

/**
 * Holds the host's options with defaults applied, bounded by what the operator allows the
 * project (`operatorSettingsReceived`, from the project's settings at the handshake).
 *
 * @example
 * store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
 */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: initialOptionsState,
  reducers: {
    operatorSettingsReceived(state, action: PayloadAction<OperatorAllowance>) {
      state.operator = { analytics: action.payload.analytics, features: { ...action.payload.features }, endpoints: action.payload.endpoints ?? NO_OPERATOR_ENDPOINTS }
      state.value.features = withinAllowance(state.value.features, state.operator)
    },
    optionsReceived(state, action: PayloadAction<ModalOptions>) {
      state.received = true
      const { refused, ...resolved } = resolveOptions(action.payload, state.operator.endpoints)
      state.value = { ...resolved, features: withinAllowance(resolved.features, state.operator) }
      state.refusedEndpoints = refused
    },
    hostOriginProven(state, action: PayloadAction<string>) {
      state.hostOrigin = action.payload
    },
    featuresChanged(state, action: PayloadAction<Partial<Features>>) {
      state.value.features = withinAllowance({ ...state.value.features, ...stripUndefined(action.payload) }, state.operator)
    },
  },
})

export const { optionsReceived, featuresChanged, hostOriginProven, operatorSettingsReceived } = optionsSlice.actions
