import { useAppDispatch, useAppSelector } from '../../../../../store/hooks'
import { t } from '../../../../../ui/i18n/t'
import type { NamespaceAccount } from '../../../../../state/account/accountTypes'
import { accountTypeSwitchRequested } from '../smartAccountActions'
import { selectSmartAccountOnActiveNetwork } from '../../../../../state/network/selectors'

/**
 * The Account view's account-type switch (preferredAccountType (docs/entities.md#account), smartAccountDeployed):
 * shown only when the wallet offers a smart account on this network (the embedded wallet with a
 * bundler), it names the type in use, whether the smart account is deployed yet, and switches to
 * the other type (the dapp then sees accountsChanged).
 *
 * @example
 * <AccountTypeSwitch account={account} />
 */
export function AccountTypeSwitch({ account }: { account: NamespaceAccount }) {
  const dispatch = useAppDispatch()
  const enabled = useAppSelector(selectSmartAccountOnActiveNetwork)
  const inUse = account.allAccounts.find((a) => a.address === account.address)
  // Only the embedded wallet types its account (smartAccount / eoa) and only it can switch.
  if (!enabled || account.namespace !== 'eip155' || !account.connectedWalletInfo?.user || !inUse) return null
  const current = inUse.type === 'smartAccount' ? 'smartAccount' : 'eoa'
  const other = current === 'smartAccount' ? 'eoa' : 'smartAccount'
  return (
    <div className="airlock-stack airlock-account-type" data-testid="airlock-account-type" data-type={current} data-deployed={account.smartAccountDeployed}>
      <p className="airlock-text-secondary">
        {t('smartAccount.type')}: <span data-testid="airlock-account-type-name">{t(`smartAccount.type.${current}`)}</span>
      </p>
      {current === 'smartAccount' ? (
        <p className="airlock-text-secondary" data-testid="airlock-smart-account-deployed">
          {t(account.smartAccountDeployed ? 'smartAccount.deployed' : 'smartAccount.notDeployed')}
        </p>
      ) : null}
      <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-account-type-switch" onClick={() => dispatch(accountTypeSwitchRequested({ type: other }))}>
        {t(`smartAccount.switchTo.${other}`)}
      </button>
    </div>
  )
}
