/**
 * The `projectId` a request to the modal's server is for, from its query; undefined when none.
 * Only the query is read: a path such as `//` must not be parsed as a protocol-relative URL.
 *
 * @example
 * projectIdOfUrl('/x/?projectId=airlock-demo') // 'airlock-demo'
 */
export function projectIdOfUrl(url: string): string | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  return new URLSearchParams(query).get('projectId') || undefined
}
