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
export const WALLET_KINDS = ['embedded', 'hostBitcoin', 'hostSolana', 'injected', 'walletConnect'] as const

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
/** A kind's connector code: everything of the kind outside its screens/ (the screens and their state). */
export const isConnectorCode = (path: string): boolean => kindOf(path) !== undefined && !path.split('/').includes('screens')

type Rule = (pair: ImportPair) => string | undefined

/** A wing imports a wing above it. */
const upward: Rule = ({ from, to }) => {
  const a = wingOf(from)
  const b = wingOf(to)
  return a >= 0 && b >= 0 && b < a ? `${WINGS[a]}/ is below ${WINGS[b]}/` : undefined
}

/** A screen reaches into the request pipeline other than through its one entry. */
const pastTheEntry: Rule = ({ from, to }) =>
  WINGS[wingOf(from)] === 'features' && WINGS[wingOf(to)] === 'requests' && to !== APPROVE_THEN_FORWARD ? `features/ reach requests/ only through ${APPROVE_THEN_FORWARD}` : undefined

/** A kind of wallet reaches into another, or its connector code routes. */
const kindLeak: Rule = ({ from, to }) => {
  const kind = kindOf(from)
  if (kind && kindOf(to) && kindOf(to) !== kind) return `wallets/${kind}/ never reaches into another kind of wallet`
  if (isConnectorCode(from) && /^state\/(router|modal)\//.test(to)) return `wallets/${kind}/ connector code reports; it never routes`
  return undefined
}

const check = (rules: readonly Rule[], pairs: readonly ImportPair[]): string[] =>
  pairs.flatMap((pair) => rules.map((rule) => rule(pair)).filter((why) => why !== undefined).map((why) => `${pair.from} -> ${pair.to}: ${why}`))

/**
 * The imports in `pairs` that run up between wings, as "from -> to: why".
 *
 * @example
 * upwardImports([{ from: 'store/hooks.ts', to: 'app/rootReducer.ts' }]) // ['store/hooks.ts -> app/rootReducer.ts: store/ is below app/']
 */
export const upwardImports = (pairs: readonly ImportPair[]): string[] => check([upward], pairs)

/**
 * The imports in `pairs` from features/ into requests/ other than APPROVE_THEN_FORWARD.
 *
 * @example
 * entryBypasses([{ from: 'features/send/startSend.ts', to: 'requests/approvals/requestApproval.ts' }]) // one line
 */
export const entryBypasses = (pairs: readonly ImportPair[]): string[] => check([pastTheEntry], pairs)

/**
 * The imports in `pairs` by which a kind of wallet stops being a plug-in.
 *
 * @example
 * kindLeaks([{ from: 'wallets/embedded/a.ts', to: 'wallets/walletConnect/b.ts' }]) // one line
 */
export const kindLeaks = (pairs: readonly ImportPair[]): string[] => check([kindLeak], pairs)

/**
 * The connector files among `files` that write the store themselves (a `dispatch(` outside
 * comments): a connector reports, and the hub applies what it reports.
 *
 * @example
 * dispatchingConnectorFiles([{ path: 'wallets/injected/a.ts', text: 'store.dispatch(x())' }]) // ['wallets/injected/a.ts']
 */
export function dispatchingConnectorFiles(files: readonly { path: string; text: string }[]): string[] {
  return files.filter(({ path, text }) => isConnectorCode(path) && /\bdispatch\s*\(/.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))).map(({ path }) => path)
}

/**
 * Every import in `pairs` that breaks any of the rules above, as "from -> to: why". Empty when
 * all is well.
 *
 * @example
 * wrongWayImports([{ from: 'wallets/injected/x.ts', to: 'features/send/y.ts' }])
 * // ['wallets/injected/x.ts -> features/send/y.ts: wallets/ is below features/']
 */
export const wrongWayImports = (pairs: readonly ImportPair[]): string[] => check([upward, pastTheEntry, kindLeak], pairs)
