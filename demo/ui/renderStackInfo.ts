import type { DemoEnv } from '../build/DemoEnv'
import { byTestId } from './byTestId'

/** The size budget of dist/host-sdk/index.js, minified and gzipped (issue 2). */
const HOST_SDK_BUDGET_KIB = 8

/**
 * Fills the "Local stack" panel (every URL and the AUSD token the page was built with) and the
 * footer's host SDK size note, so a newcomer sees what this page talks to and how small the
 * script is that makes it work.
 *
 * @example
 * renderStackInfo(__AIRLOCK_DEMO__)
 */
export function renderStackInfo(env: DemoEnv): void {
  const rows: [string, string][] = [
    ['Profile', env.profile],
    ['Modal (iframe origin)', env.modalUrl],
    ['Data API', env.dataApiUrl],
    ['WalletConnect relay', env.relayUrl],
    ['Auth service', env.authUrl],
    ['Ethereum RPC (chain 1)', env.rpcUrls['1']],
    ['Base RPC (chain 8453)', env.rpcUrls['8453']],
    [`AUSD token (${env.tokenSource})`, env.tokenAddress],
  ]
  const list = byTestId<HTMLDListElement>('demo-stack')
  list.replaceChildren(
    ...rows.flatMap(([term, value]) => {
      const dt = document.createElement('dt')
      dt.textContent = term
      const dd = document.createElement('dd')
      const code = document.createElement('code')
      code.textContent = value
      dd.append(code)
      return [dt, dd]
    }),
  )
  byTestId('demo-sdk-size').textContent =
    env.hostSdkGzipBytes === null
      ? `The host SDK's budget is ${HOST_SDK_BUDGET_KIB} KiB minified and gzipped (run npm run build to measure it).`
      : `The host SDK is ${(env.hostSdkGzipBytes / 1024).toFixed(1)} KiB minified and gzipped (budget ${HOST_SDK_BUDGET_KIB} KiB); React, viem and WalletConnect stay inside the modal's iframe.`
}
