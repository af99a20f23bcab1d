/**
 * The code of the newest mail to `email` after `after`, from the local mailbox's JSON API (polls
 * every 50 ms, 5 s at most).
 *
 * @example
 * const code = await mailedCode(urls.auth, 'bench@example.test', Date.now() - 1)
 */
export async function mailedCode(authUrl: string, email: string, after: number): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const response = await fetch(`${authUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { subject: string; receivedAt: number }[] }
    const code = messages.filter((m) => m.receivedAt > after).map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1])[0]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no code mail to ${email}`)
}
