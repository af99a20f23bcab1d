import { useState } from 'react'
import { askForStorage } from '../../../lib/storageAccess'
import { t } from '../../../ui/i18n/t'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'

/** The answer this page got, kept across views: the browser asks once per page. */
let answered: 'kept' | 'refused' | undefined

/**
 * Shown on Connect where the browser gives the modal's frame no storage but lets it ask (issue
 * 37 #2, lib/storageAccess.ts): one line on why the visitor would be signed out when they leave,
 * and a button that asks the browser (the Storage Access API needs the visitor's click). Granted,
 * the notice goes and the sign-in that follows is kept; refused, it says the connection lasts
 * until the visitor leaves the page, and everything goes on in memory.
 *
 * @example
 * {canAskForStorage() ? <StorageAccessNotice /> : null}
 */
export default function StorageAccessNotice() {
  const [state, setState] = useState<'ask' | 'asking' | 'kept' | 'refused'>(answered ?? 'ask')
  if (state === 'kept') return null
  if (state === 'refused') {
    return (
      <p className="airlock-hint" role="status" data-testid="airlock-storage-access" data-state="refused">
        {t('storageAccess.refused')}
      </p>
    )
  }
  return (
    <div className="airlock-stack" role="note" data-testid="airlock-storage-access" data-state={state}>
      <p className="airlock-hint">{t('storageAccess.explain')}</p>
      <button
        type="button"
        className="airlock-button airlock-button-secondary"
        data-testid="airlock-storage-access-allow"
        disabled={state === 'asking'}
        onClick={() => {
          setState('asking')
          // No await before the call: the browser takes the request only in the click.
          void askForStorage().then((kept) => {
            answered = kept ? 'kept' : 'refused'
            setState(answered)
          })
        }}
      >
        {t('storageAccess.allow')}
      </button>
    </div>
  )
}
