import { Icon } from './Icon'
import { t } from '../i18n/t'

/** A toast's kind: done, failed, or under way. */
export type ToastVariant = 'success' | 'error' | 'loading'

/** What a toast shows (the notifications slice keeps one of these). */
export interface ToastContent {
  id: number
  message: string
  variant: ToastVariant
  open: boolean
}

/**
 * The one toast (success, error, loading). Errors use role="alert", the others a polite status.
 *
 * @example
 * <Toast notification={n} onDismiss={() => dispatch(notificationClosed())} />
 */
export function Toast({ notification, onDismiss }: { notification: ToastContent; onDismiss: () => void }) {
  if (!notification.open) return null
  const { variant, message } = notification
  return (
    <div
      key={notification.id}
      className={`airlock-toast airlock-toast-${variant}`}
      data-testid="airlock-toast"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <span className="airlock-toast-icon" aria-hidden="true">
        {variant === 'loading' ? <span className="airlock-spinner" /> : <Icon name={variant === 'error' ? 'alert' : 'check'} size={16} />}
      </span>
      <span className="airlock-toast-message">{message}</span>
      <button type="button" className="airlock-icon-button airlock-icon-button-small" aria-label={t('toast.dismiss')} onClick={onDismiss}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
