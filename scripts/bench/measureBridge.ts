import type { Page } from '@playwright/test'
import { summarize } from './stats'

type Win = { modal: { provider: { request(a: { method: string }): Promise<unknown> } }; bare: (n: number) => Promise<number[]>; bareConcurrent: (n: number) => Promise<number> }

/**
 * Bridge round trips (`eth_chainId` through host → modal → host) against a bare MessageChannel
 * ping-pong to a cross-origin iframe in the same page, sequential and 10,000 at once.
 */
export async function measureBridge(page: Page, calls = 2000, concurrent = 10_000) {
  const bridge = await page.evaluate(async (n) => {
    const w = window as unknown as Win
    const out: number[] = []
    for (let i = 0; i < 200; i++) await w.modal.provider.request({ method: 'eth_chainId' })
    for (let i = 0; i < n; i++) {
      const t = performance.now()
      await w.modal.provider.request({ method: 'eth_chainId' })
      out.push(performance.now() - t)
    }
    return out
  }, calls)
  const bare = await page.evaluate((n) => (window as unknown as Win).bare(n), calls)
  // A burst of 10,000 is over in about a second, so one run is at the mercy of the scheduler:
  // interleave three bridge and three bare bursts and keep the median of each.
  const bursts: { count: number; lost: number; ms: number }[] = []
  const bareBursts: number[] = []
  for (let round = 0; round < 3; round++) {
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
  const burst = [...bursts].sort((a, b) => a.ms - b.ms)[1]!
  burst.lost = Math.max(...bursts.map((b) => b.lost))
  const bareConcurrentMs = Math.round([...bareBursts].sort((a, b) => a - b)[1]! * 10) / 10
  return { bridgeRttMs: summarize(bridge), bareRttMs: summarize(bare), concurrent: burst, bareConcurrentMs: Math.round(bareConcurrentMs * 10) / 10 }
}

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
  window.bare = async (n) => { const out = []; for (let i = 0; i < 200; i++) await ping(); for (let i = 0; i < n; i++) { const t = performance.now(); await ping(); out.push(performance.now() - t) } return out }
  window.bareConcurrent = async (n) => { const t = performance.now(); await Promise.all(Array.from({ length: n }, ping)); return performance.now() - t }
</script>`
}

/** The echo frame's page: answers every message on the transferred port. */
export const echoPage = `<script>addEventListener('message', (e) => { const port = e.ports[0]; if (!port) return; port.onmessage = (m) => port.postMessage({ id: m.data.id, result: '0x1' }) })</script>`
