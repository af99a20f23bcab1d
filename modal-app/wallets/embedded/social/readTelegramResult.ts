/** The query parameter a Telegram mini-app returns to with the social sign-in's result (docs/views.md#telegram-return). */
export const TELEGRAM_RESULT_PARAM = 'result_uri'

/**
 * "Telegram mini-app return" (docs/views.md#telegram-return): reads the `result_uri` query parameter from the modal's own
 * address, removes it from the address bar at once (`history.replaceState`, other parameters
 * and the hash kept), and returns the sign-in's one-time `code` and `state` from it: the
 * `result_uri` is the auth service's redirect to the modal's callback page
 * (`…/auth-callback.html?code=&state=`). Undefined when there is no `result_uri`, or it carries
 * no code and state (an `error` redirect, or something else). Call it once, at start.
 *
 * @example
 * const result = readTelegramResult()
 * if (result) await finishTelegramSignIn(auth, result)
 */
export function readTelegramResult(): { code: string; state: string } | undefined {
  const here = new URL(window.location.href)
  const raw = here.searchParams.get(TELEGRAM_RESULT_PARAM)
  if (raw === null) return undefined
  here.searchParams.delete(TELEGRAM_RESULT_PARAM)
  // The code is a bearer secret for two minutes: it leaves the address bar and the history entry.
  window.history.replaceState(window.history.state, '', here.toString())
  let result: URL
  try {
    result = new URL(raw, here)
  } catch {
    return undefined
  }
  const code = result.searchParams.get('code')
  const state = result.searchParams.get('state')
  return code && state ? { code, state } : undefined
}
