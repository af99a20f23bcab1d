import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'

const cache = new Map<string, Promise<string>>()

/**
 * The runtime metadata of a Polkadot network (`state_getMetadata` of the endpoint the modal
 * trusts), fetched once per endpoint and page: the approval view decodes a payload with it and
 * the embedded wallet rebuilds the bytes it signs from the same payload with the same metadata,
 * so what the visitor reads and what is signed cannot come from two different metadata. A failed
 * fetch is forgotten, so the next request tries again.
 *
 * @example
 * const metadata = await loadPolkadotMetadata('http://127.0.0.1:9944')
 */
export function loadPolkadotMetadata(url: string): Promise<string> {
  let pending = cache.get(url)
  if (!pending) {
    pending = readFromNetwork(url, 'state_getMetadata', []).then((result) => {
      if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) throw new Error('The chain answered no metadata')
      return result
    })
    cache.set(url, pending)
    pending.catch(() => cache.delete(url))
  }
  return pending
}
