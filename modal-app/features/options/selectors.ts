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
/** Legal links, present only when the checkbox feature is on and both URLs are set. @example selectLegal(state) */
export const selectLegal = createSelector(
  [selectOptions],
  (o): { termsUrl: string; privacyUrl: string } | undefined => {
    // Only http(s) links reach an href (URL rule (docs/validation.md#options); never javascript:).
    if (!o.features.legalCheckbox || !isHttpUrl(o.termsConditionsUrl) || !isHttpUrl(o.privacyPolicyUrl)) return undefined
    return { termsUrl: o.termsConditionsUrl, privacyUrl: o.privacyPolicyUrl }
  },
)
