import { createSelector } from '@reduxjs/toolkit'
import { isHttpUrl } from '../../../shared/options/isHttpUrl'
import type { Features } from '../../../shared/options/ModalOptions'
import type { OptionsState, ResolvedOptions } from './optionsSlice'

type WithOptions = { options: OptionsState }

/** Resolved options. @example selectOptions(state).projectId */
export const selectOptions = (s: WithOptions): ResolvedOptions => s.options.value
/** Resolved features. @example selectFeatures(state).email */
export const selectFeatures = (s: WithOptions): Features => s.options.value.features
/** Networks the dapp configured. @example selectConfiguredNetworks(state)[0]?.name */
export const selectConfiguredNetworks = (s: WithOptions) => s.options.value.networks
/** The project id. @example selectProjectId(state) */
export const selectProjectId = (s: WithOptions): string => s.options.value.projectId
/** The resolved service URLs. @example selectServices(state).registryUrl */
export const selectServices = (s: WithOptions): ResolvedOptions['services'] => s.options.value.services
/** Network images the dapp set. @example selectChainImages(state) */
export const selectChainImages = (s: WithOptions): ResolvedOptions['chainImages'] => s.options.value.chainImages
/** Whether the wallet list shows (on unless the dapp turned it off). @example selectWalletsEnabled(state) // true */
export const selectWalletsEnabled = (s: WithOptions): boolean => s.options.value.enableWallets !== false
/** Legal links, present only when the checkbox feature is on and both URLs are set. @example selectLegal(state) */
export const selectLegal = createSelector(
  [selectOptions],
  (o): { termsUrl: string; privacyUrl: string } | undefined => {
    // Only http(s) links reach an href (URL rule (docs/validation.md#options); never javascript:).
    if (!o.features.legalCheckbox || !isHttpUrl(o.termsConditionsUrl) || !isHttpUrl(o.privacyPolicyUrl)) return undefined
    return { termsUrl: o.termsConditionsUrl, privacyUrl: o.privacyPolicyUrl }
  },
)
