import { useEffect, useRef, useState } from 'react'
import type { LinkedMethod } from '../../../../../../shared/authApi'
import { AuthRequestError } from '../../../authClient/AuthRequestError'
import type { MethodLinking } from '../../../linking/createMethodLinking'
import { t } from '../../../../../ui/i18n/t'
import { FarcasterChannelPanel } from '../../views/internal/FarcasterChannelPanel'

/**
 * The Sign-in methods section's Farcaster link: "Link Farcaster" opens a channel and shows it
 * as the Farcaster sign-in does (FarcasterChannelPanel); the account that approves it in its
 * Farcaster client is linked (`onLinked`), a refusal or an expiry is `onFailed`. Cancel, or
 * leaving the section, stops waiting.
 *
 * @example
 * <LinkFarcaster linking={linking} disabled={busy} onStart={clear} onLinked={show} onFailed={fail} />
 */
export function LinkFarcaster({ linking, disabled, onStart, onLinked, onFailed }: { linking: MethodLinking; disabled: boolean; onStart(): void; onLinked(methods: LinkedMethod[]): void; onFailed(failure: unknown): void }) {
  const [waiting, setWaiting] = useState<{ url?: string } | null>(null)
  const cancel = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => cancel.current?.(), [])

  const start = () => {
    onStart()
    let attempt: ReturnType<MethodLinking['linkFarcaster']>
    try {
      attempt = linking.linkFarcaster((channel) => setWaiting({ url: channel.url }))
    } catch (failure) {
      return onFailed(failure)
    }
    cancel.current = attempt.cancel
    setWaiting({})
    attempt.done.then(
      (methods) => {
        setWaiting(null)
        onLinked(methods)
      },
      (failure: unknown) => {
        // The visitor's own Cancel is no failure to report.
        if (failure instanceof AuthRequestError && failure.reason === 'ABORTED') return
        setWaiting(null)
        onFailed(failure)
      },
    )
  }
  const stop = () => {
    cancel.current?.()
    cancel.current = undefined
    setWaiting(null)
  }

  if (!waiting) {
    return (
      <button type="button" className="airlock-button airlock-button-secondary" disabled={disabled} onClick={start} data-testid="airlock-linking-farcaster">
        {t('linking.linkWith', { provider: t('social.farcaster') })}
      </button>
    )
  }
  return (
    <div className="airlock-stack" data-testid="airlock-linking-farcaster-channel">
      <FarcasterChannelPanel url={waiting.url} testId="airlock-linking-farcaster" />
      <button type="button" className="airlock-button airlock-button-secondary" onClick={stop} data-testid="airlock-linking-farcaster-cancel">
        {t('linking.cancel')}
      </button>
    </div>
  )
}
