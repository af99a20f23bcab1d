import { relative } from 'node:path'
import { repoRoot, type Profile } from './internal/paths'
import { startStack } from './stack'

/**
 * `npx tsx services/cli.ts [--profile dev|test] [--port-offset N]`: starts the local stack, prints each part with
 * its fixed port, and stops everything on Ctrl-C (SIGINT) or SIGTERM.
 */
async function main(): Promise<void> {
  const i = process.argv.indexOf('--profile')
  const profile = (i >= 0 ? process.argv[i + 1] : 'dev') as Profile
  if (profile !== 'dev' && profile !== 'test') {
    console.error(`unknown profile '${String(profile)}': use --profile dev or --profile test`)
    process.exit(2)
  }
  const j = process.argv.indexOf('--port-offset')
  const portOffset = j >= 0 ? Number(process.argv[j + 1]) : 0
  if (!Number.isInteger(portOffset) || portOffset < 0) {
    console.error('--port-offset must be a whole number')
    process.exit(2)
  }
  const started = Date.now()
  const stack = await startStack({ profile, portOffset })
  const row = (name: string, value: string): string => `  ${name.padEnd(12)} ${value}`
  console.log(
    [
      `Airlock local services (profile ${profile}), ready in ${Date.now() - started} ms`,
      ...stack.chains.map((c) => row(`chain ${c.chainId}`, c.rpcUrl)),
      row('AUSD token', `${stack.tokenAddress} (chains ${stack.chains.map((c) => c.chainId).join(', ')})`),
      row('data API', stack.dataApiUrl),
      row('relay', stack.relayUrl ?? '(services/relay/startRelay.ts not present)'),
      row('auth', stack.authUrl ?? '(off)'),
      row('mailbox', stack.mailboxUrl ? `${stack.mailboxUrl}   <- sign-in code mails` : '(off)'),
      ...Object.entries(stack.bundlerUrls).map(([id, url]) => row(`bundler ${id}`, `${url} (ERC-4337 v0.7)`)),
      row('paymaster', stack.paymasterUrl ? `${stack.paymasterUrl} (ERC-7677, projects with sponsorGas)` : '(off)'),
      row('database', relative(repoRoot, stack.storage.path)),
      row('stack.json', relative(repoRoot, stack.stackJsonPath)),
      row('accounts', `${stack.accounts[0]} … (${stack.accounts.length} funded test accounts)`),
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      console.log(`\n${sig}: stopping…`)
      void stack.stop().then(() => process.exit(0))
    })
  }
}

main().catch((error: Error) => {
  console.error(`could not start the stack: ${error.message}`)
  process.exit(1)
})
