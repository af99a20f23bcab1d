import { escapeHtml } from '../internal/escapeHtml'
import { testUsers } from './testUsers'

/**
 * The local OpenID Connect provider's login page: "Sign in to <Provider>" with one button per
 * test user and a cancel button, posting back to the interaction. Plain HTML, no script.
 *
 * @example
 * res.end(renderLoginPage({ uid, providerName: 'Google' }))
 */
export function renderLoginPage({ uid, providerName }: { uid: string; providerName: string }): string {
  const name = escapeHtml(providerName)
  const action = `/interaction/${encodeURIComponent(uid)}`
  const users = testUsers
    .map(
      (u) =>
        `<button type="submit" name="account" value="${escapeHtml(u.id)}" data-testid="airlock-oidc-user-${escapeHtml(u.id)}">${escapeHtml(u.name)}<small>${escapeHtml(u.email)}</small></button>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${name} (local)</title>
<style>
body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5;color:#18181b}
main{background:#fff;border-radius:16px;padding:24px;width:min(340px,90vw);box-shadow:0 4px 24px #0001}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#52525b;font-size:14px}
button{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:12px 14px;margin:0 0 8px;border:1px solid #d4d4d8;border-radius:12px;background:#fff;font:inherit;cursor:pointer}
button:hover,button:focus-visible{border-color:#3b82f6}small{color:#71717a}
.cancel{align-items:center;border:0;color:#52525b}
</style></head>
<body><main>
<h1>Sign in to ${name}</h1>
<p>Local stand-in for ${name}: choose a test user.</p>
<form method="post" action="${action}/login">
${users}
</form>
<form method="post" action="${action}/abort"><button class="cancel" type="submit" data-testid="airlock-oidc-cancel">Cancel</button></form>
</main></body></html>`
}
