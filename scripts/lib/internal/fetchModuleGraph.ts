/** One fetched URL of a page's module graph and the status the server answered. */
export interface FetchedModule {
  url: string
  status: number
}

const SCRIPT_SRC = /<script[^>]*type="module"[^>]*src="([^"]+)"/g
// Static imports, re-exports and dynamic imports with a literal specifier, as Vite serves them.
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g

/**
 * `fetch`, repeated once when the connection was reset before any answer: the server closed a
 * kept-alive socket (its keep-alive timeout) just as this request left on it, which a loaded
 * machine makes likely (npm test runs this beside the e2e shards). A GET is safe to repeat.
 */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url)
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error
    return fetch(url)
  }
}

/**
 * Fetches a dev server page, its module scripts and every module they import (transitively, same
 * origin only), the way a browser would before the app runs, and returns each URL with its status.
 * Used to see a dev server answer 200 for the whole graph, not `504 Outdated Optimize Dep`.
 *
 * @example
 * const modules = await fetchModuleGraph('http://localhost:5174/')
 */
export async function fetchModuleGraph(pageUrl: string): Promise<FetchedModule[]> {
  const page = await get(pageUrl)
  const html = await page.text()
  const fetched: FetchedModule[] = [{ url: pageUrl, status: page.status }]
  const origin = new URL(pageUrl).origin
  const seen = new Set<string>()
  let queue = [...html.matchAll(SCRIPT_SRC)].map((m) => new URL(m[1]!, pageUrl).href)
  while (queue.length > 0) {
    const batch = queue.filter((url) => !seen.has(url) && new URL(url).origin === origin)
    for (const url of batch) seen.add(url)
    const next: string[] = []
    await Promise.all(
      batch.map(async (url) => {
        const response = await get(url)
        const body = await response.text()
        fetched.push({ url, status: response.status })
        // Pre-bundled deps are fetched but not parsed: their imports are chunks of the same bundle.
        if (response.ok && !url.includes('/deps/')) for (const m of body.matchAll(IMPORTS)) if (/^[./]/.test(m[1]!)) next.push(new URL(m[1]!, url).href)
      }),
    )
    queue = next
  }
  return fetched
}
