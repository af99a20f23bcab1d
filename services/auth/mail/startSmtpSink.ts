import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One mail the sink received, as the mailbox page and its JSON API show it. */
export interface SinkMessage {
  id: number
  /** The envelope sender. */
  from: string
  /** The envelope recipients, lower case. */
  to: string[]
  subject: string
  text: string
  /** Epoch ms. */
  receivedAt: number
}

export interface SmtpSink {
  /** The port it listens on (127.0.0.1). */
  port: number
  /** Newest first; only those addressed to `to` when given. */
  messages(to?: string): SinkMessage[]
  stop(): Promise<void>
}

export interface SmtpSinkOptions {
  port: number
  host?: string
  now?: () => number
  /** Also keeps each received mail there (the auth database's shared mailbox, `DevMailbox`), after the sink's own inbox. */
  store?: (mail: Omit<SinkMessage, 'id'>) => Promise<void>
  /** Where a failed `store` is reported. */
  log?: (line: string) => void
}

const MAX_MESSAGES = 500
const MAX_SIZE = 256 * 1024

/**
 * Starts a local SMTP server that accepts every mail (no auth, no TLS: loopback only), parses it
 * with mailparser and keeps the newest 500 in memory, so the dev mailbox page and the tests read
 * the one-time codes the auth service really sent over SMTP, and hands each to `store` when given
 * (the shared mailbox of many instances). Port 0 picks a free one.
 *
 * @example
 * const sink = await startSmtpSink({ port: 2525 })
 * sink.messages('alice@example.test')[0]?.subject
 * await sink.stop()
 */
export async function startSmtpSink({ port, host = '127.0.0.1', now = () => Date.now(), store, log = () => {} }: SmtpSinkOptions): Promise<SmtpSink> {
  const inbox: SinkMessage[] = []
  let nextId = 1
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_SIZE,
    banner: 'Airlock local mail sink',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(new Error('Message too large'))
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          const received = { from, to, subject: mail.subject ?? '', text: (mail.text ?? '').slice(0, 20_000), receivedAt: now() }
          inbox.unshift({ id: nextId++, ...received })
          inbox.length = Math.min(inbox.length, MAX_MESSAGES)
          // The mail was received either way: a shared copy that could not be written (the
          // database down) is missing from the shared mailbox, not refused to the sender.
          return Promise.resolve(store?.(received))
            .catch((error: Error) => log(`mail sink: could not keep a mail in the shared mailbox: ${error.message}`))
            .then(() => callback())
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  let stopped: Promise<void> | null = null
  return {
    port: actualPort,
    messages: (to) => (to === undefined ? [...inbox] : inbox.filter((m) => m.to.includes(to.toLowerCase()))),
    stop: () => (stopped ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}
