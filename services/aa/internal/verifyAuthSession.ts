/** Who a bearer token belongs to, once the auth service confirmed it is a live session of the project. */
export interface SponsoredCaller {
  userId: string
}

/**
 * Asks the auth service (`GET /v1/auth/session?projectId=`, the route the modal itself uses on
 * load) whether `token` is a live session of `projectId`: the user on 200, null on 401/403 (no,
 * expired or signed-out session, or one of another project). Anything else throws, so a service
 * that can't answer never counts as a yes.
 *
 * @example
 * const caller = await verifyAuthSession('http://127.0.0.1:14350', token, 'airlock-demo')
 */
export async function verifyAuthSession(authUrl: string, token: string, projectId: string): Promise<SponsoredCaller | null> {
  const res = await fetch(`${authUrl}/v1/auth/session?projectId=${encodeURIComponent(projectId)}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) })
  if (res.status === 401 || res.status === 403) return null
  if (!res.ok) throw new Error(`the auth service answered ${res.status}`)
  const body = (await res.json()) as { session?: { projectId?: unknown; user?: { id?: unknown } } }
  const id = body.session?.user?.id
  if (body.session?.projectId !== projectId || typeof id !== 'string') return null
  return { userId: id }
}
