import { Constants } from '../../../shared/constants'

/**
 * Warms the browser cache for an image and tells whether it loaded within the timeout (2 s by
 * default, docs/constants.md#wallet-catalog). It never rejects: a failed or slow image resolves `false` and the
 * caller carries on (failed image fetches are ignored). Outside a DOM it falls back to `fetch`.
 *
 * @example
 * await Promise.all(wallets.slice(0, 20).map((w) => preloadImage(walletImageUrl(base, w.image_id, call))))
 */
export function preloadImage(url: string, timeoutMs: number = Constants.imagePreloadTimeoutMs): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false
    const controller = new AbortController()
    let image: HTMLImageElement | undefined
    const finish = (loaded: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (image) {
        image.onload = null
        image.onerror = null
      }
      if (!loaded) controller.abort()
      resolve(loaded)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    try {
      if (typeof Image === 'undefined') {
        fetch(url, { signal: controller.signal })
          .then(async (response) => {
            // Read the body so the bytes are really fetched before reporting success.
            if (response.ok) await response.arrayBuffer()
            finish(response.ok)
          })
          .catch(() => finish(false))
        return
      }
      image = new Image()
      image.decoding = 'async'
      image.onload = () => finish(true)
      image.onerror = () => finish(false)
      image.src = url
    } catch {
      finish(false)
    }
  })
}
