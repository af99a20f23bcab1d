import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { loopbackCertificate } from './loopbackCertificate'

/** A wallet's website on loopback, standing in for the site of a wallet's universal link or web app. */
export interface WalletSite {
  /** The site over https, `https://127.0.0.1:<port>/` (a universal link's site). */
  httpsOrigin: string
  /** The same site over plain http on loopback, `http://127.0.0.1:<port>/` (a web app link, as the modal allows on loopback). */
  httpOrigin: string
  /** Every URL the site was asked for (path and query, as the browser sent them), in order. */
  readonly visits: string[]
  close(): Promise<void>
}

/**
 * Starts a wallet's website on loopback, over https with the suite's self-signed
 * `loopbackCertificate` (Firefox's phone run accepts it, as a phone accepts the wallet's real
 * certificate) and over plain http. Every path answers a page titled "Local Wallet" that shows
 * the pairing URI it was given (`?uri=`) in `data-testid="wallet-site-uri"`, and records the visit.
 *
 * @example
 * const site = await startWalletSite()
 * // custom wallet: { mobile_link: `${site.httpsOrigin}app/` }
 * expect(site.visits[0]).toMatch(/^\/app\/wc\?uri=/)
 */
export async function startWalletSite(): Promise<WalletSite> {
  const visits: string[] = []
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = String(req.url)
    if (path === '/favicon.ico') return void res.writeHead(404).end()
    visits.push(path)
    const uri = new URL(path, 'http://127.0.0.1').searchParams.get('uri') ?? ''
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Wallet</title></head><body><h1 data-testid="wallet-site">Local Wallet</h1><p data-testid="wallet-site-uri">${escapeHtml(uri)}</p></body></html>`)
  }
  const servers: Server[] = [createHttpsServer(loopbackCertificate(), answer), createHttpServer(answer)]
  for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const [https, http] = servers.map((server) => (server.address() as AddressInfo).port)
  return {
    httpsOrigin: `https://127.0.0.1:${https}/`,
    httpOrigin: `http://127.0.0.1:${http}/`,
    visits,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      )
    },
  }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
