/** A passkey the service accepted at registration: what verifies the visitor's later assertions. */
export interface PasskeyCredential {
  /** The credential id (base64url), unique across users. */
  id: string
  /** The user it signs in (`passkey:<user handle>`). */
  userId: string
  /** COSE public key, base64url. */
  publicKey: string
  /** The authenticator's signature counter last seen (0 for authenticators that keep none). */
  counter: number
  transports: string[]
  createdAt: number
}

/** A challenge handed out by an `options` route, kept until its `verify` takes it (once) or it expires. */
export interface PasskeyChallenge {
  challenge: string
  /** 'second-factor': an assertion for a signed-in user's second factor (`userHandle` then holds that user's id). */
  kind: 'register' | 'login' | 'second-factor'
  projectId: string
  /** The modal origin that asked (the relying party: its host is the RP id). */
  origin: string
  /** For a registration: the new user's handle (base64url). */
  userHandle: string | null
  expiresAt: number
}

/**
 * Where the auth service keeps passkeys: credentials per user, single-use challenges, and the
 * recovery shares sealed under a passkey's PRF output (per user, curve and credential). Asynchronous,
 * so a server database fits the same calls; `sqlitePasskeyStore` is the auth database's.
 */
export interface PasskeyStore {
  putChallenge(row: PasskeyChallenge): Promise<void>
  /** Reads and deletes in one step: a challenge serves one verify, even under concurrent calls. */
  takeChallenge(challenge: string): Promise<PasskeyChallenge | undefined>
  /** False (nothing written) when the credential id is already registered. */
  putCredential(row: PasskeyCredential): Promise<boolean>
  credential(id: string): Promise<PasskeyCredential | undefined>
  credentialsOf(userId: string): Promise<PasskeyCredential[]>
  /** Moves the counter forward only: false when another verify already moved it to `counter` or past it. */
  advanceCounter(id: string, from: number, to: number): Promise<boolean>
  /** The recovery share of the user's key on `curve`, sealed under the credential's PRF output. False (nothing written) when one exists. */
  putSealedShare(userId: string, curve: string, credentialId: string, sealed: string, now: number): Promise<boolean>
  sealedShare(userId: string, curve: string, credentialId: string): Promise<string | undefined>
  /** Drops challenges past their expiry. */
  prune(now: number): Promise<void>
}
