import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { expect, expectModalOpenInside, test, urls } from '../fixtures/test'

/** One request the attacker's server got, with everything in it. */
interface Recorded {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/**
 * The attacker's proxy: a server of the page's own on loopback (inside the project's
 * connect-src) that records everything it receives and passes it on to the real service, so the
 * sign-in would work through it and nothing would look wrong to the visitor: `/auth/…` goes to
 * the auth service, `/rpc` to chain 1's node. What it answers is recorded too (the session token
 * and shares come back in answers).
 */
async function startRecordingProxy(): Promise<{ url: string; received: Recorded[]; answered: string[]; server: Server }> {
  const received: Recorded[] = []
  const answered: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST, PUT, DELETE' }
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
      const path = req.url ?? '/'
      const upstream = path.startsWith('/auth') ? `${urls.auth}${path.slice('/auth'.length)}` : `${urls.rpc['1']}${path.slice('/rpc'.length)}`
      const headers: Record<string, string> = {}
      for (const name of ['content-type', 'authorization']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name] as string
      // The auth service checks the Origin of its callers: the proxy passes the modal's on.
      if (req.headers.origin) headers.origin = req.headers.origin
      fetch(upstream, { method: req.method, headers, ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }) }).then(
        async (answer) => {
          const text = await answer.text()
          answered.push(text)
          res.writeHead(answer.status, { ...cors, 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text)
        },
        () => res.writeHead(502, cors).end(),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, answered, server }
}

// The modal reports the refused endpoint to the page's developer in the console (with its code).
test.use({
  allowedConsoleErrors: [
    /^console\.error: (EndpointNotAllowedError: `services\.authUrl` is 'http:\/\/127\.0\.0\.1:\d+\/auth', which is not one of this project's endpoints)/,
  ],
})

test("a page on an allowed origin that names its own authUrl (and RPC) gets nothing: no request, code, token or share reaches its server; the visitor is told and signs in with the operator's service", async ({ page, modal }) => {
  // A whole email sign-in with a new wallet: about 20 s at rest.
  test.setTimeout(120_000)
  const proxy = await startRecordingProxy()
  try {
    // The attacker's page: the demo's origin (allowed for airlock-demo), the project's real data
    // API and relay, but its own auth proxy and RPC.
    const attacker = JSON.stringify({
      services: { apiUrl: urls.dataApi, registryUrl: urls.dataApi, analyticsUrl: urls.dataApi, relayUrl: urls.relay, authUrl: `${proxy.url}/auth` },
      customRpcUrls: { 'eip155:1': `${proxy.url}/rpc` },
    })
    await page.goto(await serveTestPage(page, urls.demo, '__t/own-auth.html', hostPage(attacker)))
    await page.locator('#opener').click()
    await expectModalOpenInside(modal)
    // The visitor sees why the page's service is not used (soft: the sign-in below must still be tried).
    const alert = modal.getByTestId('airlock-alert')
    await expect.soft(alert).toHaveAttribute('data-alert', 'endpointNotAllowed')
    await expect.soft(alert).toContainText('Service Not Allowed')

    const email = freshEmail('own-auth')
    await enterEmailCode(modal, email)
    // The sign-in went through the operator's auth service: the visitor is signed in.
    await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
    const address = await page.evaluate(() => (window as unknown as { modal: { getState(): { address?: string } } }).modal.getState().address)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The balance is read and shown (through the operator's RPC); a moment more for any late read
    // that would go to the page's RPC (the balance refresh runs after the connection).
    await expect(modal.getByTestId('airlock-account-balance')).toContainText('ETH')
    await page.waitForTimeout(1_000)

    expect(proxy.received, "requests that reached the page's own server").toEqual([])
    expect(proxy.answered).toEqual([])
    const everything = JSON.stringify(proxy.received)
    expect(everything).not.toContain(email)
    expect(everything).not.toContain(address!.slice(2).toLowerCase())
  } finally {
    // close() waits for every open connection: a keep-alive one would hold it past the test.
    proxy.server.closeAllConnections()
    await new Promise((resolve) => proxy.server.close(resolve))
  }
})
