/** Tag of the one message the sign-in callback page posts to the modal that opened it. */
export const SOCIAL_CALLBACK_TYPE = 'airlock:social-callback' as const

/**
 * What the callback page sends back: the full URL it was redirected to (the modal reads `code`,
 * `state` or `error` from it with `readSocialRedirect`, which checks the state).
 */
export interface SocialCallbackMessage {
  type: typeof SOCIAL_CALLBACK_TYPE
  url: string
}

/**
 * Narrows a message's data to the callback page's message.
 *
 * @example
 * if (isSocialCallbackMessage(event.data)) finish(event.data.url)
 */
export function isSocialCallbackMessage(data: unknown): data is SocialCallbackMessage {
  if (!data || typeof data !== 'object') return false
  const m = data as Partial<SocialCallbackMessage>
  return m.type === SOCIAL_CALLBACK_TYPE && typeof m.url === 'string'
}
