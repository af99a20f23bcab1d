/** A person the local sign-in stand-ins let you be. */
export interface TestUser {
  /** The OpenID Connect subject (`sub`). */
  id: string
  email: string
  name: string
}

/**
 * The test users of the local OpenID Connect provider's login page (and of the mailbox's usual
 * addresses): pick one to sign in as. Their `sub` is the same for every provider, so the stable
 * user id is `<provider>:alice` and so on.
 *
 * @example
 * testUsers.find((u) => u.id === 'alice')?.email // 'alice@example.test'
 */
export const testUsers: readonly TestUser[] = Object.freeze([
  Object.freeze({ id: 'alice', email: 'alice@example.test', name: 'Alice Example' }),
  Object.freeze({ id: 'bob', email: 'bob@example.test', name: 'Bob Example' }),
])
