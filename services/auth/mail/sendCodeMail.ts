import { createTransport } from 'nodemailer'

export interface CodeMailer {
  /** Sends the one-time code mail; rejects when the SMTP server refuses or does not answer in 30 s. */
  send(to: string, code: string, expiresInMinutes: number): Promise<void>
  close(): void
}

/**
 * A nodemailer SMTP transport for the sign-in code mails. Locally it points at the mail sink
 * (plain SMTP on loopback); the 30 s limit bounds connecting (docs/constants.md#timing), greeting and each
 * socket wait, so a stuck mail server fails the request instead of hanging it.
 *
 * @example
 * const mailer = createCodeMailer({ host: '127.0.0.1', port: sink.port })
 * await mailer.send('alice@example.test', '123456', 10)
 */
export function createCodeMailer({ host, port, from = 'Airlock <no-reply@airlock.localhost>' }: { host: string; port: number; from?: string }): CodeMailer {
  const transport = createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 30_000,
  })
  return {
    async send(to, code, expiresInMinutes) {
      await transport.sendMail({
        from,
        to,
        subject: `Your Airlock sign-in code: ${code}`,
        text: `Your sign-in code is ${code}\n\nIt expires in ${expiresInMinutes} minutes. If you did not ask to sign in, ignore this mail.\n`,
      })
    },
    close: () => transport.close(),
  }
}
