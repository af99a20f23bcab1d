/**
 * `base` + `path` with `projectId` and the route's own query params; `base` may carry a path
 * prefix (a deployment behind a gateway), so it is joined, not resolved.
 */
export function authServiceUrl(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}
