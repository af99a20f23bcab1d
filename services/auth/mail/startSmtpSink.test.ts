import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCodeMailer } from './sendCodeMail'
import { startSmtpSink, type SmtpSink } from './startSmtpSink'

describe('SMTP sink and code mailer', () => {
  let sink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, now: () => 42 })
  })
  afterAll(() => sink.stop())

  it('receives real SMTP mail, parses it and lists it newest first per recipient', async () => {
    const mailer = createCodeMailer({ host: '127.0.0.1', port: sink.port })
    await mailer.send('Alice@Example.test', '012345', 10)
    await mailer.send('bob@example.test', '999999', 10)
    mailer.close()
    expect(sink.messages().map((m) => m.to)).toEqual([['bob@example.test'], ['alice@example.test']])
    const [mail] = sink.messages('ALICE@example.test')
    expect(mail).toMatchObject({ from: 'no-reply@airlock.localhost', subject: 'Your Airlock sign-in code: 012345', receivedAt: 42 })
    expect(mail!.text).toContain('Your sign-in code is 012345')
    expect(mail!.text).toContain('expires in 10 minutes')
    expect(sink.messages('carol@example.test')).toEqual([])
  })

  it('makes the mailer fail when no mail server answers', async () => {
    const gone = await startSmtpSink({ port: 0 })
    await gone.stop()
    const mailer = createCodeMailer({ host: '127.0.0.1', port: gone.port })
    await expect(mailer.send('a@example.test', '111111', 10)).rejects.toThrow()
    mailer.close()
  })
})
