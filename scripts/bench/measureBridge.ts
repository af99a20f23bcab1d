import type { Page } from '@playwright/test'
import { summarize } from './stats'

type Win = { modal: { provider: { request(a: { method: string }): Promise<unknown> } }; bareBatch: (n: number) => Promise<number>; bareConcurrent: (n: number) => Promise<number> }

/**
 * Bridge round trips (`eth_chainId` through host → modal → host) against a bare MessageChannel
 * ping-pong to a cross-origin iframe in the same page. Sequential calls are timed in batches:
 * `batch` calls one after another as one timing, per call = total / batch (a single call is
 * near the timer's 0.1 ms step), `rounds` batches each, bridge and bare interleaved in the same
 * run; the medians of the per-call figures are compared. Then 10,000 at once, nine bursts of
 * each, interleaved, the median kept.
 *
 * @example
 * const { bridgeRttMs, bareRttMs } = await measureBridge(page)
 */
export async function measureBridge(page: Page, batch = 1000, rounds = 9, concurrent = 10_000) {
  const bridgeBatch = (n: number) =>
    page.evaluate(async (n) => {
      const w = window as unknown as Win
      const t = performance.now()
      for (let i = 0; i < n; i++) await w.modal.provider.request({ method: 'eth_chainId' })
      return performance.now() - t
    }, n)
  const bareBatch = (n: number) => page.evaluate((n) => (window as unknown as Win).bareBatch(n), n)
  await bridgeBatch(200)
  await bareBatch(200)
  const bridge: number[] = []
  const bare: number[] = []
  for (let round = 0; round < rounds; round++) {
    bridge.push((await bridgeBatch(batch)) / batch)
    bare.push((await bareBatch(batch)) / batch)
  }
  // A burst of 10,000 is over in about a second, so one run is at the mercy of the scheduler
  // (bursts of the same kind move by half between runs on 2 cores): interleave nine bridge and
  // nine bare bursts and keep the median of each.
  const bursts: { count: number; lost: number; ms: number }[] = []
  const bareBursts: number[] = []
  for (let round = 0; round < BURSTS; round++) {
    bursts.push(
      await page.evaluate(async (n) => {
        const w = window as unknown as Win
        const t = performance.now()
        const results = await Promise.allSettled(Array.from({ length: n }, () => w.modal.provider.request({ method: 'eth_chainId' })))
        const ms = performance.now() - t
        return { count: n, lost: results.filter((r) => r.status !== 'fulfilled' || r.value !== '0x1').length, ms: Math.round(ms * 10) / 10 }
      }, concurrent),
    )
    bareBursts.push(await page.evaluate((n) => (window as unknown as Win).bareConcurrent(n), concurrent))
  }
  const burst = [...bursts].sort((a, b) => a.ms - b.ms)[MIDDLE]!
  burst.lost = Math.max(...bursts.map((b) => b.lost))
  const bareConcurrentMs = Math.round([...bareBursts].sort((a, b) => a - b)[MIDDLE]! * 10) / 10
  return {
    bridgeRttMs: { ...summarize(bridge), batch, rounds },
    bareRttMs: { ...summarize(bare), batch, rounds },
    // Every burst, in the order run, and each bridge burst over the bare one run beside it, so a figure shows how much the runs moved.
    concurrent: { ...burst, bursts: bursts.map((b) => b.ms), ratioSpread: summarize(bursts.map((b, i) => b.ms / bareBursts[i]!)).spread },
    bareConcurrentMs,
    bareConcurrentBursts: bareBursts.map((ms) => Math.round(ms * 10) / 10),
  }
}

const BURSTS = 9
const MIDDLE = (BURSTS - 1) / 2

/** Script for the bench page: a cross-origin echo frame on a MessagePort, for the bare figures. */
export function bareEchoScript(echoUrl: string, echoOrigin: string) {
  return `<script>
  const echo = document.createElement('iframe')
  echo.src = ${JSON.stringify(echoUrl)}
  document.body.append(echo)
  const channel = new MessageChannel()
  const waiting = new Map()
  let next = 1
  channel.port1.onmessage = (e) => { const done = waiting.get(e.data.id); waiting.delete(e.data.id); done && done() }
  echo.onload = () => echo.contentWindow.postMessage('port', ${JSON.stringify(echoOrigin)}, [channel.port2])
  const ping = () => new Promise((resolve) => { const id = next++; waiting.set(id, resolve); channel.port1.postMessage({ id, method: 'eth_chainId' }) })
  window.bareBatch = async (n) => { const t = performance.now(); for (let i = 0; i < n; i++) await ping(); return performance.now() - t }
  window.bareConcurrent = async (n) => { const t = performance.now(); await Promise.all(Array.from({ length: n }, ping)); return performance.now() - t }
</script>`
}

/** The echo frame's page: answers every message on the transferred port. */
export const echoPage = `<script>addEventListener('message', (e) => { const port = e.ports[0]; if (!port) return; port.onmessage = (m) => port.postMessage({ id: m.data.id, result: '0x1' }) })</script>`
