import { dirname, join } from 'node:path'
import { postgresEngine } from '../../fixtures/storage/postgresEngine'
import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import { sqliteEngine } from '../../fixtures/storage/sqliteEngine'
import { devMailboxMigrations } from './devMailboxMigrations'
import type { SinkMessage } from './startSmtpSink'

/** Mails kept at most: the newest, as the in-memory sink keeps them. */
const MAX_MAILS = 500

interface MailRow {
  id: number
  sender: string
  recipients: string
  subject: string
  body: string
  received_at: number
}

/**
 * The local stack's mailbox (table `dev_mail`): every mail an instance's SMTP sink received, so
 * the mailbox page of any instance behind the balancer shows every instance's mails (each
 * instance's code mails go to its own sink). On SQLite a file of its own beside the auth database
 * (`dev-mailbox.sqlite`; the auth file never holds a code in plain text), on PostgreSQL the auth
 * service's database (component `dev_mailbox`). Opened only by a service with `devPages`; the
 * newest 500 mails are kept.
 *
 * @example
 * const mailbox = await DevMailbox.open({ databasePath: join(stateDir, 'auth.sqlite') })
 * await mailbox.add({ from, to: ['alice@example.test'], subject, text, receivedAt: Date.now() })
 * const [newest] = await mailbox.list('alice@example.test')
 */
export class DevMailbox {
  private constructor(private readonly sql: SqlEngine) {}

  /** Opens (creating and migrating) the mailbox of the auth service whose database is at `databasePath` (`:memory:`: one in memory) or `databaseUrl`. */
  static async open({ databasePath, databaseUrl }: { databasePath: string; databaseUrl?: string | undefined }): Promise<DevMailbox> {
    if (databaseUrl) return new DevMailbox(await postgresEngine(databaseUrl, 'dev_mailbox', devMailboxMigrations.postgres))
    return new DevMailbox(sqliteEngine(databasePath === ':memory:' ? ':memory:' : join(dirname(databasePath), 'dev-mailbox.sqlite'), devMailboxMigrations.sqlite))
  }

  /** Keeps one received mail (recipients lower case) and drops what is past the newest 500. */
  async add(mail: Omit<SinkMessage, 'id'>): Promise<void> {
    await this.sql.run('INSERT INTO dev_mail (sender, recipients, subject, body, received_at) VALUES (?, ?, ?, ?, ?)', [
      mail.from, JSON.stringify(mail.to.map((t) => t.toLowerCase())), mail.subject, mail.text, mail.receivedAt,
    ])
    await this.sql.run(`DELETE FROM dev_mail WHERE id <= (SELECT id FROM dev_mail ORDER BY id DESC LIMIT 1 OFFSET ${MAX_MAILS})`)
  }

  /** The kept mails, newest first; only those addressed to `to` when given. */
  async list(to?: string): Promise<SinkMessage[]> {
    const rows = await this.sql.all<MailRow>(`SELECT * FROM dev_mail ORDER BY id DESC LIMIT ${MAX_MAILS}`)
    const mails = rows.map((r): SinkMessage => ({ id: Number(r.id), from: r.sender, to: JSON.parse(r.recipients) as string[], subject: r.subject, text: r.body, receivedAt: Number(r.received_at) }))
    return to === undefined ? mails : mails.filter((m) => m.to.includes(to.toLowerCase()))
  }

  async close(): Promise<void> {
    await this.sql.close()
  }
}
