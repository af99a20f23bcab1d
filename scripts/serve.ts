// The local stack for `npm start`: chains, token, data API, relay, auth service, and the modal and demo servers.
import { currentProfile, urlsFor } from '../config/urls'
import { startStack } from '../services/stack'
import { buildAll } from './build.mjs'
import { startDevServers } from './lib/startDevServers'

const profile = currentProfile()
const urls = urlsFor(profile)
const log = (line: string) => console.log(`[airlock] ${line}`)

await buildAll(['host'])
// AIRLOCK_RELAY_DEBUG=1 npm start shows every relay connection; off by default.
const stack = await startStack({ profile, log, relayDebug: process.env.AIRLOCK_RELAY_DEBUG === '1' })
const servers = await startDevServers()

log(`modal app     ${urls.modal}`)
log(`demo dapp     ${urls.demo}   <- open this`)
if (stack.mailboxUrl) log(`mailbox       ${stack.mailboxUrl}   <- email sign-in codes arrive here`)
for (const [id, url] of Object.entries(stack.bundlerUrls)) log(`bundler ${id.padEnd(6)}${url}   <- ERC-4337 bundler of chain ${id}`)
if (stack.paymasterUrl) log(`paymaster     ${stack.paymasterUrl}   <- ERC-7677, sponsors signed-in visitors of projects with "sponsorGas": true, within their "sponsorship" caps`)
log('Ctrl-C stops everything.')

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  log('stopping…')
  await Promise.allSettled(servers.map((s) => s.close()))
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
