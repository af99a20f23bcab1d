// One auth service instance as a process of its own, for tests that kill it (services/auth/faults.test.ts):
// `node --import tsx services/auth/testing/authInstanceMain.ts` with DATABASE_URL (its Postgres database)
// and AIRLOCK_CODE_PEPPER (hex, shared with the other instances). Prints `{"url": …}` once it listens.
import { startAuthService } from '../startAuthService'
import { defaultAuthLimits } from '../internal/context'

const databaseUrl = process.env.DATABASE_URL
const pepper = process.env.AIRLOCK_CODE_PEPPER
if (!databaseUrl || !pepper) throw new Error('DATABASE_URL and AIRLOCK_CODE_PEPPER are required')
const limits = process.env.AIRLOCK_AUTH_LIMITS ? (JSON.parse(process.env.AIRLOCK_AUTH_LIMITS) as Partial<typeof defaultAuthLimits>) : {}
const auth = await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: ':memory:', databaseUrl, codePepper: Buffer.from(pepper, 'hex'), devPages: true, limits, log: () => {} })
process.stdout.write(`${JSON.stringify({ url: auth.url })}\n`)
process.once('SIGTERM', () => void auth.stop().then(() => process.exit(0)))
