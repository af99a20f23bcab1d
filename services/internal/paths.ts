import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file so it works from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** `.airlock/` under the root: caches and per-profile state (git-ignored). */
export const stateRoot = join(repoRoot, '.airlock')

export type Profile = 'dev' | 'test'

/** One profile's fixed ports, as `config/ports.json` lists them. */
export interface ProfilePorts {
  demo: number
  modal: number
  dataApi: number
  relay: number
  /** The local Solana chain's JSON-RPC; its websocket is on the next port (web3.js's convention). */
  solana: number
  /** The local Bitcoin chain's Esplora-style API (regtest stand-in); optional so older ports files still read. */
  bitcoin?: number
  /** The auth service's HTTP API, mailbox and Farcaster connect pages. */
  auth: number
  /** The local SMTP sink the sign-in code mails go to. */
  authSmtp: number
  /** The local OpenID Connect provider (issuer) playing the social providers. */
  authOidc: number
  chains: Record<string, number>
  /** One ERC-4337 bundler per chain: chain id → port. */
  bundlers?: Record<string, number>
  /** The ERC-7677 paymaster service (all chains). */
  paymaster?: number
  hostile?: number
}

/**
 * Where a stack keeps its state (stack.json, its databases): `.airlock/<profile>`, or
 * `.airlock/<profile>+<offset>` for a stack on shifted ports (a second e2e shard, a service test),
 * so two stacks running at once never share a database file.
 *
 * @example
 * stackStateDir('test', 1000) // '<repo>/.airlock/test+1000'
 */
export function stackStateDir(profile: Profile, portOffset = 0): string {
  return join(stateRoot, portOffset ? `${profile}+${portOffset}` : profile)
}

/**
 * Reads `config/ports.json` (the one home of the fixed ports) for a profile.
 *
 * @example
 * readPorts('test').dataApi // 18787
 */
export function readPorts(profile: Profile, path = join(repoRoot, 'config/ports.json')): ProfilePorts {
  const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ProfilePorts>
  const ports = all[profile]
  if (!ports) throw new Error(`config/ports.json has no profile '${profile}'`)
  return ports
}

/**
 * The origins the modal is served from in every profile (localhost and 127.0.0.1 forms): the modal
 * iframe is the real caller of the data API, so these are always allowed callers.
 *
 * @example
 * modalOrigins() // ['http://localhost:5174', 'http://127.0.0.1:5174', 'http://localhost:15174', …]
 */
export function modalOrigins(path = join(repoRoot, 'config/ports.json')): string[] {
  const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ProfilePorts>
  return Object.values(all).flatMap((p) => [`http://localhost:${p.modal}`, `http://127.0.0.1:${p.modal}`])
}
