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
export function urlsFor(profile: Profile): StackUrls {
  const p = ports[profile] as (typeof ports)['test']
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
    bundler: { '1': `http://127.0.0.1:${p.bundlers['1']}`, '8453': `http://127.0.0.1:${p.bundlers['8453']}` },
    paymaster: `http://127.0.0.1:${p.paymaster}`,
  }
}

/** The profile of this process: AIRLOCK_PROFILE, default dev. */
export function currentProfile(): Profile {
  return process.env.AIRLOCK_PROFILE === 'test' ? 'test' : 'dev'
}
