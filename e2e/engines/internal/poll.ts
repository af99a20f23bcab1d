/**
 * Polls `check` every 100 ms until it gives a truthy value (15 s at most) and returns it; throws
 * naming `what` when it never came.
 *
 * @example
 * const uri = await poll(async () => (await driver.read('airlock-wc-copy', 'modal', 'data-uri'))?.attribute, 'the pairing URI')
 */
export async function poll<T>(check: () => Promise<T>, what: string, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
