import { modalPageUrl } from '../../../ui/popup/modalPageUrl'

/** The callback page's file, built next to the modal's index.html (vite.config.ts, second input). */
export const SOCIAL_CALLBACK_PAGE = 'auth-callback.html'

/**
 * The social sign-in's `redirectUri`: the callback page on the modal's OWN origin, next to the
 * modal's page (so a modal served under a CDN path finds it there too), carrying the project so
 * the modal's server answers it with the project's headers. The auth service accepts only modal
 * origins here, and the code comes back to no other page.
 *
 * @example
 * socialCallbackUrl(new URL('http://localhost:5174/?projectId=demo'), 'demo')
 * // 'http://localhost:5174/auth-callback.html?projectId=demo'
 */
export function socialCallbackUrl(modalUrl: URL, projectId: string): string {
  return modalPageUrl(modalUrl, SOCIAL_CALLBACK_PAGE, projectId)
}
