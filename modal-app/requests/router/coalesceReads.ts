/** A chain read: endpoint, method, params → result. */
export type ChainRead = (url: string | undefined, method: string, params: unknown) => Promise<unknown>

/** Reads with effects (a new filter, a broadcast) are sent once per call, never shared. */
const UNSHARED = /^eth_(new|sendRaw|uninstall)/

/**
 * Wraps a chain read so identical reads in flight share one request: a page that fires 5,000
 * `eth_blockNumber` at once costs one round trip to the node, not 5,000 queued fetches (which
 * outlived their timeouts and starved the bridge). Results are never cached past the answer.
 *
 * @example
 * const read = coalesceReads(readFromNetwork)
 * await Promise.all([read(url, 'eth_blockNumber', []), read(url, 'eth_blockNumber', [])]) // one fetch
 */
export function coalesceReads(read: ChainRead): ChainRead {
  const inFlight = new Map<string, Promise<unknown>>()
  return (url, method, params) => {
    let key: string
    try {
      key = `${url}\n${method}\n${JSON.stringify(params ?? [])}`
    } catch {
      return read(url, method, params)
    }
    if (UNSHARED.test(method)) return read(url, method, params)
    const shared = inFlight.get(key)
    if (shared) return shared
    const started = read(url, method, params).finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }
}
