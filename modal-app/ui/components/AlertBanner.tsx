import { Alerts, type AlertKey } from '../../../shared/errors/alerts'
import { Icon } from './Icon'
import { t } from '../i18n/t'

/**
 * An alert (docs/texts.md#alerts) as a banner, with the spec's exact title and description.
 *
 * @example
 * <AlertBanner alert="projectIdNotConfigured" onDismiss={dismiss} />
 */
export function AlertBanner({ alert, onDismiss }: { alert: AlertKey; onDismiss: () => void }) {
  const { title, description } = Alerts[alert]
  return (
    <div className="airlock-alert" role="alert" data-testid="airlock-alert" data-alert={alert}>
      <span className="airlock-alert-icon" aria-hidden="true">
        <Icon name="alert" size={18} />
      </span>
      <div className="airlock-alert-text">
        <p className="airlock-alert-title">{title}</p>
        <p className="airlock-alert-description">{description}</p>
      </div>
      <button type="button" className="airlock-icon-button airlock-icon-button-small" aria-label={t('alert.dismiss')} onClick={onDismiss}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
