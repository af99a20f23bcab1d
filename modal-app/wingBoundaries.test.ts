import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APPROVE_THEN_FORWARD, dispatchingConnectorFiles, entryBypasses, kindLeaks, upwardImports, WALLET_KINDS, WINGS, wrongWayImports, type ImportPair } from './testing/wingRules'

const here = resolve(import.meta.dirname)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '']
/** Every relative import of a modal-app source, as a pair of paths relative to modal-app/. */
function importsOf(file: string): ImportPair[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]!)
  return specifiers.map((specifier) => {
    const target = resolve(file, '..', specifier)
    const found = EXTENSIONS.map((ext) => target + ext).find((path) => existsSync(path) && statSync(path).isFile()) ?? target
    return { from: relative(here, file).split(sep).join('/'), to: relative(here, found).split(sep).join('/') }
  })
}

const allImports = WINGS.filter((wing) => existsSync(join(here, wing))).flatMap((wing) => sources(join(here, wing)).flatMap(importsOf))

describe('the wings import one way: app → features → requests → wallets → state → store → lib, ui, clients', () => {
  it('finds the wings and the kinds of wallet', () => {
    expect(readdirSync(here)).toEqual(expect.arrayContaining([...WINGS]))
    expect(readdirSync(join(here, 'wallets'))).toEqual(expect.arrayContaining([...WALLET_KINDS]))
  })

  it('no wing imports a wing above it', () => {
    expect(upwardImports(allImports)).toEqual([])
  })

  it(`features/ reach requests/ only through ${APPROVE_THEN_FORWARD}`, () => {
    expect(entryBypasses(allImports)).toEqual([])
  })

  for (const kind of WALLET_KINDS) {
    it(`wallets/${kind}/ stays a plug-in: never reaches into another kind; its connector (all but screens/) never routes`, () => {
      expect(kindLeaks(allImports.filter((pair) => pair.from.startsWith(`wallets/${kind}/`)))).toEqual([])
    })

    it(`wallets/${kind}/ reports and never writes the store: no dispatch outside screens/ (the hub applies what it reports)`, () => {
      const files = sources(join(here, 'wallets', kind)).map((file) => ({ path: relative(here, file).split(sep).join('/'), text: readFileSync(file, 'utf8') }))
      expect(dispatchingConnectorFiles(files)).toEqual([])
    })
  }

  it('fails on an import that crosses a wing the wrong way', () => {
    const bad: ImportPair[] = [
      { from: 'wallets/injected/createInjectedConnector.ts', to: 'features/send/startSend.ts' },
      { from: 'features/send/startSend.ts', to: 'requests/approvals/requestApproval.ts' },
      { from: 'state/router/goBack.ts', to: 'requests/approvals/resolveApproval.ts' },
      { from: 'store/hooks.ts', to: 'app/rootReducer.ts' },
      { from: 'wallets/embedded/createEmbeddedConnector.ts', to: 'wallets/walletConnect/buildNamespaces.ts' },
      { from: 'wallets/injected/createInjectedConnector.ts', to: 'state/router/goBack.ts' },
    ]
    expect(wrongWayImports(bad)).toEqual([
      'wallets/injected/createInjectedConnector.ts -> features/send/startSend.ts: wallets/ is below features/',
      `features/send/startSend.ts -> requests/approvals/requestApproval.ts: features/ reach requests/ only through ${APPROVE_THEN_FORWARD}`,
      'state/router/goBack.ts -> requests/approvals/resolveApproval.ts: state/ is below requests/',
      'store/hooks.ts -> app/rootReducer.ts: store/ is below app/',
      'wallets/embedded/createEmbeddedConnector.ts -> wallets/walletConnect/buildNamespaces.ts: wallets/embedded/ never reaches into another kind of wallet',
      'wallets/injected/createInjectedConnector.ts -> state/router/goBack.ts: wallets/injected/ connector code reports; it never routes',
    ])
    expect(wrongWayImports([{ from: 'features/send/startSend.ts', to: APPROVE_THEN_FORWARD }, { from: 'app/App.tsx', to: 'features/send/startSend.ts' }, { from: 'wallets/embedded/screens/views/A.tsx', to: 'state/router/goBack.ts' }])).toEqual([])
    expect(dispatchingConnectorFiles([{ path: 'wallets/injected/createInjectedConnector.ts', text: 'ctx.store.dispatch(accountsChanged())' }, { path: 'wallets/injected/screens/a.ts', text: 'dispatch(x())' }])).toEqual(['wallets/injected/createInjectedConnector.ts'])
  })
})
