import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_FEATURES, type Features, type ModalOptions, type ServiceUrls } from '../../../shared/options/ModalOptions'
import { OPERATOR_FEATURES, type FeatureAllowance } from '../../../shared/dataApi/projectSettings'

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
  /** What the operator allows this project (its settings from the service); all until they arrive. */
  operator: OperatorAllowance
  value: ResolvedOptions
}

/** The part of a project's settings that bounds the dapp's options. */
export interface OperatorAllowance {
  analytics: boolean
  features: FeatureAllowance
}

const ALL_ALLOWED: OperatorAllowance = {
  analytics: true,
  features: Object.fromEntries(OPERATOR_FEATURES.map((name) => [name, true])) as FeatureAllowance,
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
 * production deployment at localhost (the host SDK requires every URL, `requireDeploymentUrls`;
 * the local stack passes its loopback URLs explicitly). Nothing reaches a service before then.
 */
export const NO_SERVICES: ServiceUrls = { apiUrl: '', registryUrl: '', analyticsUrl: '', relayUrl: '', authUrl: '' }

/**
 * Applies the §1/§5 defaults to options from the host: DEFAULT_FEATURES under the given
 * features, the host's service URLs (none by default), and the options that default to enabled unless set false.
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
    services: { ...NO_SERVICES, ...stripUndefined(options.services ?? {}) },
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

export const initialOptionsState: OptionsState = {
  received: false,
  hostOrigin: '',
  operator: ALL_ALLOWED,
  value: resolveOptions({ projectId: '', networks: [] }),
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
      state.operator = { analytics: action.payload.analytics, features: { ...action.payload.features } }
      state.value.features = withinAllowance(state.value.features, state.operator)
    },
    optionsReceived(state, action: PayloadAction<ModalOptions>) {
      state.received = true
      const resolved = resolveOptions(action.payload)
      state.value = { ...resolved, features: withinAllowance(resolved.features, state.operator) }
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
