import ports from './ports.json' with { type: 'json' }

export type Profile = 'dev' | 'test'

/** Every loopback URL of one stack profile (`dev` for npm start, `test` for npm test). */
export interface StackUrls {
  demo: string
  modal: string
  hostile: string
  dataApi: string
  relay: string
  /** The embedded wallet's auth service (the modal's `authUrl`). */
  auth: string
  /** The local mailbox page where sign-in code mails are read. */
  mailbox: string
  rpc: Record<'1' | '8453', string>
  /** The local Solana chain's JSON-RPC (it plays devnet; websocket on the next port). */
  solanaRpc: string
  /** The local Bitcoin chain's Esplora-style API (a regtest stand-in, services/bitcoin). */
  bitcoin: string
  /** The ERC-4337 bundler of each chain (services/aa). */
  bundler: Record<'1' | '8453', string>
  /** The ERC-7677 paymaster service (every chain). */
  paymaster: string
}

/**
 * The URLs of a profile, built from config/ports.json. The demo is on 127.0.0.1 and the modal on
 * localhost so the iframe is cross-site, as in production.
 *
 * @example
 * urlsFor('test').modal // 'http://localhost:15174/'
 */
export function urlsFor(profile: Profile, offset = portOffset()): StackUrls {
  const p = shiftPorts(ports[profile] as (typeof ports)['test'], offset)
  return {
    demo: `http://127.0.0.1:${p.demo}/`,
    modal: `http://localhost:${p.modal}/`,
    hostile: `http://127.0.0.2:${p.hostile ?? p.demo + 2}/`,
    dataApi: `http://127.0.0.1:${p.dataApi}`,
    relay: `ws://127.0.0.1:${p.relay}`,
    auth: `http://127.0.0.1:${p.auth}`,
    mailbox: `http://127.0.0.1:${p.auth}/mailbox`,
    rpc: { '1': `http://127.0.0.1:${p.chains['1']}`, '8453': `http://127.0.0.1:${p.chains['8453']}` },
    solanaRpc: `http://127.0.0.1:${p.solana}`,
    bitcoin: `http://127.0.0.1:${p.bitcoin}`,
    bundler: { '1': `http://127.0.0.1:${p.bundlers['1']}`, '8453': `http://127.0.0.1:${p.bundlers['8453']}` },
    paymaster: `http://127.0.0.1:${p.paymaster}`,
  }
}

/**
 * The offset added to every port of the profile, from `AIRLOCK_PORT_OFFSET` (default 0): `npm test`
 * runs its second e2e shard as a whole second stack on the test ports + 1000, built and served
 * with this variable set, so both shards run at once without sharing a chain or a mailbox.
 *
 * @example
 * portOffset({ AIRLOCK_PORT_OFFSET: '1000' }) // 1000
 */
export function portOffset(env: Record<string, string | undefined> = process.env): number {
  const given = env.AIRLOCK_PORT_OFFSET
  if (given === undefined || given === '') return 0
  const offset = Number(given)
  if (!Number.isInteger(offset) || offset < 0 || offset > 40_000) throw new Error(`AIRLOCK_PORT_OFFSET must be a whole number from 0 to 40000; got '${given}'`)
  return offset
}

type Ports = (typeof ports)['test']

function shiftPorts(p: Ports, offset: number): Ports {
  const shift = <T extends Record<string, number>>(record: T): T => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v + offset])) as T
  const { chains, bundlers, ...single } = p
  return { ...shift(single), chains: shift(chains), bundlers: shift(bundlers) }
}

/** The profile of this process: AIRLOCK_PROFILE, default dev. */
export function currentProfile(): Profile {
  return process.env.AIRLOCK_PROFILE === 'test' ? 'test' : 'dev'
}
