import type { DemoEnv } from '../build/DemoEnv'

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/**
 * The "Embed it" example as a complete page body: the two classic scripts, a button, and a
 * `createModal` call with every option the SDK requires (`projectId`, `networks`, `modalUrl`,
 * `services.registryUrl`, `analyticsUrl` and `relayUrl`) plus the local chains' RPCs, filled in
 * with this stack's URLs. Pasted into any page on an origin the project allows, beside the
 * `airlock/` scripts, it connects as it stands; nothing in it is left for the reader to guess.
 *
 * @example
 * code.textContent = embedSnippet(__AIRLOCK_DEMO__)
 */
export function embedSnippet(env: Pick<DemoEnv, 'modalUrl' | 'dataApiUrl' | 'relayUrl' | 'rpcUrls'>): string {
  return `<script src="airlock/index.global.js"></script>
<script src="airlock/networks.global.js"></script>
<button id="connect-wallet">Connect wallet</button>
<script>
  const modal = Airlock.createModal({
    projectId: 'airlock-demo',
    networks: [Airlock.mainnet, Airlock.base],
    // Where the modal, the wallet registry, analytics and the WalletConnect relay are deployed.
    modalUrl: ${quote(env.modalUrl)},
    services: {
      registryUrl: ${quote(env.dataApiUrl)},
      analyticsUrl: ${quote(env.dataApiUrl)},
      relayUrl: ${quote(env.relayUrl)},
    },
    // The local chains; leave this out to use the networks' own RPCs.
    customRpcUrls: { 'eip155:1': ${quote(env.rpcUrls['1'])}, 'eip155:8453': ${quote(env.rpcUrls['8453'])} },
  })
  const button = document.getElementById('connect-wallet')
  button.onclick = () => modal.open()
  modal.subscribe((state) => (button.textContent = state.address ?? 'Connect wallet'))
  modal.provider.on('accountsChanged', (accounts) => console.log(accounts))
</script>`
}
