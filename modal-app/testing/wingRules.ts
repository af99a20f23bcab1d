// Test code only: the rules the modal's folders keep, as a pure check over import pairs, so the
// boundaries test can run it on the real tree and on a made-up list that must fail.

/**
 * The wings from the top down: a wing imports only wings below it (or itself). app/ composes
 * everything; features/ are the visitor's screens; requests/ carry a dapp's request end to end;
 * wallets/ hold the hub and each kind of wallet; state/ is what the modal knows now; store/ the
 * typed hooks and thunk types; lib/, ui/ and clients/ are the ground every wing stands on.
 */
export const WINGS = ['app', 'features', 'requests', 'wallets', 'state', 'store', 'lib', 'ui', 'clients'] as const

/** The one file of requests/ that features/ may import: queue the approval, then forward to the wallet. */
export const APPROVE_THEN_FORWARD = 'requests/approvals/approveThenForward.ts'

/** The kinds of wallet under wallets/: plug-ins that never reach into one another. */
export const WALLET_KINDS = ['embedded', 'hostSolana', 'injected', 'walletConnect'] as const

/** One import: the importing file and the file it names, both relative to modal-app/ (with extension). */
export interface ImportPair {
  from: string
  to: string
}

const wingOf = (path: string): number => WINGS.indexOf(path.split('/')[0] as (typeof WINGS)[number])
const kindOf = (path: string): string | undefined => {
  const [top, kind] = path.split('/')
  return top === 'wallets' && (WALLET_KINDS as readonly string[]).includes(kind!) ? kind : undefined
}
/** A kind's connector code (not its screens, not its screens' listeners), which only reports. */
const isConnectorCode = (path: string): boolean => kindOf(path) !== undefined && !/\/views\//.test(path) && !/\/add\w*Listeners\.ts$/.test(path)

/**
 * Every import in `pairs` that breaks a rule, as "from -> to: why". Empty when all is well.
 *
 * @example
 * wrongWayImports([{ from: 'wallets/injected/x.ts', to: 'features/send/y.ts' }])
 * // ['wallets/injected/x.ts -> features/send/y.ts: wallets/ is below features/']
 */
export function wrongWayImports(pairs: readonly ImportPair[]): string[] {
  const wrong: string[] = []
  for (const { from, to } of pairs) {
    const a = wingOf(from)
    const b = wingOf(to)
    const say = (why: string) => wrong.push(`${from} -> ${to}: ${why}`)
    if (a >= 0 && b >= 0 && b < a) say(`${WINGS[a]}/ is below ${WINGS[b]}/`)
    else if (WINGS[a] === 'features' && WINGS[b] === 'requests' && to !== APPROVE_THEN_FORWARD) say(`features/ reach requests/ only through ${APPROVE_THEN_FORWARD}`)
    const kind = kindOf(from)
    if (kind && kindOf(to) && kindOf(to) !== kind) say(`wallets/${kind}/ never reaches into another kind of wallet`)
    if (isConnectorCode(from) && /^state\/(router|modal)\//.test(to)) say(`wallets/${kind}/ connector code reports; it never routes`)
  }
  return wrong
}
