import type { AppThunk } from '../../store/appThunk'
import { notificationRequested } from './notificationsSlice'

/**
 * Copies `text` and says how it went in a toast: `copied` on success, `failed` when the browser
 * refused (no clipboard permission in the iframe, no user activation). Every Copy button of the
 * modal goes through it, so they all answer the same way.
 *
 * @example
 * await dispatch(copyToClipboard(address, { copied: t('account.copied'), failed: t('account.copyFailed') }))
 */
export function copyToClipboard(text: string, messages: { copied: string; failed: string }): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await navigator.clipboard.writeText(text)
      dispatch(notificationRequested({ message: messages.copied, variant: 'success' }))
    } catch {
      dispatch(notificationRequested({ message: messages.failed, variant: 'error' }))
    }
  }
}
