import type { FastifyInstance, FastifyReply } from 'fastify'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { escapeHtml } from '../internal/escapeHtml'
import { channelUrl } from '../farcaster/channelUrl'
import { farcasterTestUsers } from '../farcaster/farcasterTestUsers'
import { approveFarcasterChannel } from '../farcasterTestClient'

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
}

const STYLE = `body{font:15px system-ui,sans-serif;margin:24px;color:#18181b;background:#fafafa}h1{font-size:20px}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #e4e4e7;padding:8px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:0;font:13px ui-monospace,monospace}.code{font:700 22px ui-monospace,monospace;letter-spacing:2px}
button{padding:10px 14px;border-radius:10px;border:1px solid #d4d4d8;background:#fff;font:inherit;cursor:pointer;margin:0 8px 8px 0}`

function page(reply: FastifyReply, title: string, body: string, refreshSeconds?: number): FastifyReply {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''
  return reply
    .headers(PAGE_HEADERS)
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">${refresh}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`)
}

/** The routes of the dev pages: they exist only in the local stack, and may post their own forms. */
export const DEV_PAGE_ROUTES: readonly string[] = Object.freeze(['/mailbox', '/mailbox/api/messages', '/farcaster/connect', '/farcaster/connect/approve'])

/**
 * The local stack's pages for a person at the browser: `GET /mailbox` lists the mails the SMTP
 * sinks received (every instance's, from the database's shared mailbox), newest first, with the code large (refreshes every 5 s), and `GET
 * /mailbox/api/messages?to=` is the same as JSON for tests; `GET /farcaster/connect` is where a
 * channel's QR leads, offering "Approve as <test user>" (a real signed approval by the test
 * client) when the service runs with test users. `createAuthApi` registers them only when the
 * service is started as part of the local stack (`devPages`), never in a production configuration.
 *
 * @example
 * devPageRoutes(app, ctx)
 */
export function devPageRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const mailbox = ctx.mailbox
  if (!mailbox) throw new Error('the dev pages need the dev mailbox (startAuthService opens it with devPages)')
  app.get('/mailbox/api/messages', async (request) => {
    const to = (request.query as Record<string, unknown>).to
    return { messages: await mailbox.list(typeof to === 'string' && to !== '' ? to : undefined) }
  })

  app.get('/mailbox', async (_request, reply) => {
    const rows = (await mailbox.list())
      .map((m) => {
        const code = /\b(\d{6})\b/.exec(m.subject)?.[1]
        return `<tr data-testid="airlock-mail"><td>${escapeHtml(new Date(m.receivedAt).toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.to.join(', '))}</td><td>${code ? `<div class="code" data-testid="airlock-mail-code">${code}</div>` : ''}<div>${escapeHtml(m.subject)}</div><pre>${escapeHtml(m.text)}</pre></td></tr>`
      })
      .join('')
    const table = rows ? `<table><tr><th>Received (UTC)</th><th>To</th><th>Mail</th></tr>${rows}</table>` : '<p>No mail yet. Ask for an email code in the modal; it appears here.</p>'
    return page(reply, 'Airlock local mailbox', `<h1>Local mailbox</h1><p>Every mail sent to the local SMTP servers of the auth service (this instance's is on port ${ctx.sink.port}), newest first.</p>${table}`, 5)
  })

  app.get('/farcaster/connect', async (request, reply) => {
    const q = request.query as Record<string, unknown>
    const token = typeof q.channelToken === 'string' ? q.channelToken : ''
    const channel = await ctx.db.farcasterChannels.get(token)
    if (!channel) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in')
    const expired = channel.expiresAt <= ctx.now()
    const approved = channel.approvedUser !== null || channel.released
    const state = expired ? 'This request has expired.' : approved ? 'Approved: go back to the app.' : 'Waiting for approval.'
    const buttons =
      ctx.testUsers && !expired && !approved
        ? `<form method="post" action="/farcaster/connect/approve"><input type="hidden" name="channelToken" value="${escapeHtml(token)}">${farcasterTestUsers
            .map((u) => `<button type="submit" name="fid" value="${u.fid}" data-testid="airlock-farcaster-approve-${escapeHtml(u.username)}">Approve as @${escapeHtml(u.username)} (fid ${u.fid})</button>`)
            .join('')}</form>`
        : ''
    return page(reply, 'Sign in with Farcaster (local)', `<h1>Sign in with Farcaster</h1><p>${escapeHtml(channel.domain)} asks you to sign in.</p><p data-testid="airlock-farcaster-state">${state}</p>${buttons}`)
  })

  app.post('/farcaster/connect/approve', async (request, reply) => {
    if (!ctx.testUsers) throw new AuthError(404, 'NOT_FOUND', 'Test users are off')
    const form = request.body as Record<string, unknown>
    const channel = await ctx.db.farcasterChannels.get(String(form.channelToken ?? ''))
    const user = farcasterTestUsers.find((u) => String(u.fid) === String(form.fid))
    if (!channel || !user) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in or test user')
    const result = await approveFarcasterChannel(channelUrl(ctx.publicUrl, channel), { user, now: ctx.now() })
    const text = result.status === 204 ? `Approved as @${user.username}: go back to the app.` : `Not approved (${result.status}).`
    return page(reply, 'Sign in with Farcaster (local)', `<h1>Sign in with Farcaster</h1><p data-testid="airlock-farcaster-state">${escapeHtml(text)}</p>`)
  })
}
