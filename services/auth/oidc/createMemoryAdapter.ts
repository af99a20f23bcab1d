import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number
}

/**
 * The local OpenID Connect provider's storage: one in-memory table shared by its models
 * (sessions, interactions, codes, grants, tokens), entries dropped at their expiry, with the uid,
 * user code and grant lookups the provider needs. Provider state dies with the process, which is
 * what a local stand-in wants (the auth service's own sessions live in its database).
 *
 * @example
 * new Provider(issuer, { adapter: createMemoryAdapter(), … })
 */
export function createMemoryAdapter(now: () => number = Date.now): new (name: string) => Adapter {
  const table = new Map<string, Entry>()
  const live = (key: string): AdapterPayload | undefined => {
    const e = table.get(key)
    if (!e) return undefined
    if (e.expiresAt <= now()) {
      table.delete(key)
      return undefined
    }
    return e.payload
  }
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const t = now()
      // Sweep now and then so abandoned sign-ins don't pile up.
      if (table.size > 1000) for (const [k, e] of table) if (e.expiresAt <= t) table.delete(k)
      table.set(this.key(id), { payload, expiresAt: t + (expiresIn > 0 ? expiresIn * 1000 : 3_600_000) })
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id))
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const key of table.keys()) if (key.startsWith(`${this.name}:`) && live(key)?.uid === uid) return live(key)
      return undefined
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      for (const key of table.keys()) if (key.startsWith(`${this.name}:`) && live(key)?.userCode === userCode) return live(key)
      return undefined
    }

    async consume(id: string): Promise<void> {
      const p = live(this.key(id))
      if (p) p.consumed = Math.floor(now() / 1000)
    }

    async destroy(id: string): Promise<void> {
      table.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [k, e] of table) if (e.payload.grantId === grantId) table.delete(k)
    }
  }
}
