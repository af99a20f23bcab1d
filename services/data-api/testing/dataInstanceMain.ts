// One data service instance as a process of its own, for tests that kill it (services/data-api/faults.test.ts):
// `node --import tsx services/data-api/testing/dataInstanceMain.ts` with DATABASE_URL (its Postgres database)
// and AIRLOCK_CHAINS (JSON, chain id → RPC URL). Prints `{"url": …}` once it listens on a free loopback port.
import { loadProjects } from '../../fixtures/projects/loadProjects'
import { openStorage } from '../../fixtures/storage/openStorage'
import { listeningPort } from '../../internal/isOwnHost'
import { createDataApi } from '../createDataApi'
import { defaultPrices } from '../defaults'

const databaseUrl = process.env.DATABASE_URL
const chains = process.env.AIRLOCK_CHAINS
if (!databaseUrl || !chains) throw new Error('DATABASE_URL and AIRLOCK_CHAINS are required')
const storage = await openStorage({ databaseUrl, path: ':memory:' })
const app = await createDataApi({ chains: JSON.parse(chains) as Record<number, string>, projects: loadProjects(), storage, prices: defaultPrices, tokens: [], registry: false })
await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${listeningPort(app.server)}` })}\n`)
process.once('SIGTERM', () => void app.close().then(() => storage.close()).then(() => process.exit(0)))
