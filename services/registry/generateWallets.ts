import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { knownWallets, type ChainGroup, type KnownWallet } from './internal/knownWallets'
import { domainRoots, namePrefixes, nameSuffixes } from './internal/namePool'
import type { InjectedEntry, RegistryWallet } from './types'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const EVM_ALL = [1, 10, 56, 100, 137, 250, 324, 8453, 42161, 43114, 59144, 534352].map((id) => `eip155:${id}`)
const EVM_LITE = [1, 10, 137, 8453, 42161].map((id) => `eip155:${id}`)

const groupChains: Record<ChainGroup, string[]> = {
  evm: EVM_ALL,
  'evm-lite': EVM_LITE,
  solana: [SOLANA],
  bitcoin: [BITCOIN],
  cosmos: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1'],
  polkadot: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
  tezos: ['tezos:NetXdQprcVkpaWU'],
  algorand: ['algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k'],
  ronin: ['eip155:2020'],
  celo: ['eip155:42220'],
  avalanche: ['eip155:43114'],
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Image ids look like the hosted registry's UUIDs, derived from the wallet id so they are stable. */
function imageIdFor(id: string): string {
  const h = sha256(`image:${id}`)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

function toEntry(w: KnownWallet, order: number): RegistryWallet {
  const id = sha256(`airlock-wallet:${w.rdns ?? slugOf(w.name)}`)
  const injected: InjectedEntry[] | null = w.injected
    ? w.injected.map((pair) => {
        const [namespace = 'eip155', injected_id = ''] = pair.split(':')
        return { namespace, injected_id }
      })
    : null
  return {
    id,
    name: w.name,
    order,
    rdns: w.rdns,
    image_id: imageIdFor(id),
    chains: [...new Set(w.groups.flatMap((g) => groupChains[g]))],
    homepage: w.homepage,
    mobile_link: w.mobile,
    desktop_link: w.desktop ?? null,
    webapp_link: w.webapp ?? null,
    // Store listings are not known offline; the homepage is the way to get a wallet.
    app_store: null,
    play_store: null,
    injected,
    badge_type: w.certified ? 'certified' : 'none',
  }
}

/** Deterministic pseudo-random numbers (mulberry32) so the generated file is reproducible. */
function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function generatedWallets(count: number, random: () => number): KnownWallet[] {
  const names = new Set<string>()
  const out: KnownWallet[] = []
  const groupsPool: ChainGroup[][] = [['evm'], ['evm-lite'], ['evm', 'solana'], ['evm-lite', 'bitcoin'], ['solana'], ['evm', 'solana', 'bitcoin'], ['bitcoin'], ['evm-lite', 'cosmos']]
  while (out.length < count) {
    const prefix = namePrefixes[Math.floor(random() * namePrefixes.length)] ?? 'Nova'
    const suffix = nameSuffixes[Math.floor(random() * nameSuffixes.length)] ?? 'Wallet'
    const name = `${prefix} ${suffix}`
    if (names.has(name)) continue
    names.add(name)
    const slug = slugOf(name)
    const root = domainRoots[Math.floor(random() * domainRoots.length)] ?? 'app'
    const groups = groupsPool[Math.floor(random() * groupsPool.length)] ?? ['evm']
    const extension = random() < 0.3
    const hasMobile = !extension || random() < 0.6
    out.push({
      name,
      rdns: `${root}.${slug}`,
      mobile: hasMobile ? `${slug}://` : null,
      homepage: `https://${slug}.${root === 'app' ? 'app' : root === 'io' ? 'io' : 'com'}`,
      groups,
      injected: extension ? [`${groups.includes('solana') && !groups.some((g) => g.startsWith('evm')) ? 'solana' : 'eip155'}:is${prefix}${suffix}`] : undefined,
      desktop: random() < 0.1 ? `${slug}://` : undefined,
      webapp: random() < 0.15 ? `https://app.${slug}.${root === 'io' ? 'io' : 'com'}` : undefined,
    })
  }
  return out
}

/**
 * Builds the local wallet catalog: the hand-written well-known wallets first (in their ranking
 * order), then plausible generated ones, each with a 64-hex id, an image id, CAIP-2 chains,
 * deep links and injected flags. Deterministic: the same call gives the same list.
 *
 * @example
 * const wallets = generateWallets()
 * wallets[0].name // 'MetaMask'
 * wallets.length  // 320
 */
export function generateWallets(total = 320): RegistryWallet[] {
  const random = seeded(0xa1b10c)
  const all = [...knownWallets, ...generatedWallets(Math.max(0, total - knownWallets.length), random)]
  return all.map((w, index) => toEntry(w, index + 1))
}

// `npx tsx services/registry/generateWallets.ts` rewrites wallets.json beside this file.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL('./wallets.json', import.meta.url))
  const wallets = generateWallets()
  writeFileSync(target, `${JSON.stringify(wallets, null, 1)}\n`)
  console.log(`wrote ${wallets.length} wallets to ${target}`)
}
