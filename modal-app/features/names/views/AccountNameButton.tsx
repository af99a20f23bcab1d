import { useEffect } from 'react'
import { useAppDispatch } from '../../../store/hooks'
import type { NamespaceAccount } from '../../../state/account/accountTypes'
import { accountUpdated } from '../../../state/account/accountSlice'
import { viewPushed } from '../../../state/router/routerSlice'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'

/**
 * The Account view's name line: keeps the account's profile name in step with the identity
 * lookup (so the dapp's `getState()` carries it too), and offers "Choose a name" to an embedded
 * wallet without one (docs/validation.md#names: registration needs the auth connector).
 *
 * @example
 * <AccountNameButton account={account} identityName={identity.name} />
 */
export function AccountNameButton({ account, identityName }: { account: NamespaceAccount; identityName?: string }) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (identityName && identityName !== account.profileName) dispatch(accountUpdated({ namespace: account.namespace, profileName: identityName }))
  }, [dispatch, identityName, account.namespace, account.profileName])
  const embedded = !!account.connectedWalletInfo?.user
  if (!embedded || account.namespace !== 'eip155' || account.profileName || identityName) return null
  return (
    <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-account-choose-name" data-airlock-opens="RegisterAccountName" onClick={() => dispatch(viewPushed('RegisterAccountName'))}>
      {t('names.choose')}
    </button>
  )
}
