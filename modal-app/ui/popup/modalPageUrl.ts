/**
 * The address of another page of the modal (`page`, e.g. `auth-callback.html`) next to the
 * modal's own page, on the modal's own origin, carrying the project so the modal's server
 * answers it with the project's headers. A modal served under a CDN path finds it there too.
 *
 * @example
 * modalPageUrl(new URL('http://localhost:5174/?projectId=demo'), 'approval-popup.html', 'demo')
 * // 'http://localhost:5174/approval-popup.html?projectId=demo'
 */
export function modalPageUrl(modalUrl: URL, page: string, projectId: string): string {
  const url = new URL(page, `${modalUrl.origin}${modalUrl.pathname}`)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
