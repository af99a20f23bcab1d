import { createAction } from '@reduxjs/toolkit'
import type { EvmAccountType } from '../../internal/preferredAccountType'

/**
 * The visitor pressed the Account view's account-type switch: the smart account feature hands the
 * type to the embedded connector, which reports the new address (the dapp sees accountsChanged).
 *
 * @example
 * store.dispatch(accountTypeSwitchRequested({ type: 'eoa' }))
 */
export const accountTypeSwitchRequested = createAction<{ type: EvmAccountType }>('smartAccount/accountTypeSwitchRequested')
