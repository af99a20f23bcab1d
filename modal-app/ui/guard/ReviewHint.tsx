import type { MessageKey } from '../i18n/t'
import { t } from '../i18n/t'
import '../i18n/viewMessages'

/** The guard's waiting and hidden hints in a review's words; the confirm step's hint is the same everywhere. */
const REVIEW_WORDS: Partial<Record<MessageKey, MessageKey>> = { 'approve.waitHint': 'review.waitHint', 'approve.hiddenHint': 'review.hiddenHint' }

/**
 * What a review's guarded button waits for (`useApprovalGuard().hint`), under the button: Send's
 * review, Swap and Register name have no "Approve" and no "request", so the hints name the
 * button and the details instead. Rendered only while there is something to say and the button
 * could act (`active`), so a form still being filled in shows nothing and the layout above the
 * button never moves when the guard arms.
 *
 * @example
 * <ReviewHint hint={guard.hint} active={canSwap} />
 */
export function ReviewHint({ hint, active }: { hint: MessageKey | undefined; active: boolean }) {
  if (!hint || !active) return null
  return (
    <p className="airlock-hint" aria-live="polite" data-testid="airlock-review-hint">
      {t(REVIEW_WORDS[hint] ?? hint)}
    </p>
  )
}
