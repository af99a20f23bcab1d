import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { Icon } from '../../../ui/components/Icon'
import { viewsReset } from '../../../state/router/routerSlice'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'
import { selectRouteData } from '../../../state/router/selectors'

/**
 * RegisterAccountNameSuccess (docs/views.md#flows): first shown while the name is signed and registered
 * (`pending`), then, replacing itself, the registered name with the way back to Account.
 *
 * @example
 * <RegisterAccountNameSuccessView />
 */
export default function RegisterAccountNameSuccessView() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectRouteData)
  const name = typeof data?.name === 'string' ? data.name : ''
  if (data?.pending) {
    return (
      <p className="airlock-text-secondary" role="status" data-testid="airlock-register-name-pending">
        {t('names.registering', { name })}
      </p>
    )
  }
  return (
    <div className="airlock-stack" style={{ alignItems: 'center', textAlign: 'center' }} data-testid="airlock-register-name-success">
      <Icon name="check" size={40} />
      <p>{t('names.registered')}</p>
      <strong data-testid="airlock-register-name-registered">{name}</strong>
      <button type="button" className="airlock-button airlock-button-primary" style={{ alignSelf: 'stretch' }} onClick={() => dispatch(viewsReset('Account'))} data-testid="airlock-register-name-done">
        {t('names.done')}
      </button>
    </div>
  )
}
