import { urlsFor } from '../../config/urls'

const urls = urlsFor('test')

/**
 * A dapp page on the demo origin (served by the suite's proxy) that embeds the modal through the
 * classic build the demo site serves (`/airlock/index.global.js`), with `wallets` as custom
 * wallets and `extra` options on top (e.g. `features`). It shows what a visitor sees of the connection: `dapp-connect` opens the modal,
 * `dapp-status` carries the modal's status in `data-status`, `dapp-address` the address.
 *
 * @example
 * proxy.serve(`${urls.demo}__t/deeplinks.html`, deepLinkHostPage([{ id: 'app-wallet', name: 'App Wallet', mobile_link: 'localwallet://' }]))
 */
export function deepLinkHostPage(wallets: object[], extra: object = {}): string {
  const options = {
    projectId: 'airlock-demo',
    modalUrl: urls.modal,
    customRpcUrls: { 'eip155:1': urls.rpc['1'], 'eip155:8453': urls.rpc['8453'] },
    services: { registryUrl: urls.dataApi, analyticsUrl: urls.dataApi, relayUrl: urls.relay },
    metadata: { name: 'Deep link dapp', description: 'A dapp on a phone', url: new URL(urls.demo).origin, icons: [] },
    customWallets: wallets,
    ...extra,
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Deep link dapp</title>
<script src="/airlock/index.global.js"></script><script src="/airlock/networks.global.js"></script></head>
<body><main><h1>Deep link dapp</h1>
<button type="button" data-testid="dapp-connect">Connect wallet</button>
<p><span data-testid="dapp-status" data-status="disconnected">Not connected</span> <span data-testid="dapp-address"></span></p>
<script>
  const modal = window.Airlock.createModal(Object.assign({ networks: [window.Airlock.mainnet, window.Airlock.base] }, ${JSON.stringify(options)}))
  const status = document.querySelector('[data-testid="dapp-status"]')
  modal.subscribe((state) => {
    status.dataset.status = state.status
    status.textContent = state.status === 'connected' ? 'Connected' : state.status === 'connecting' ? 'Connecting…' : 'Not connected'
    document.querySelector('[data-testid="dapp-address"]').textContent = state.status === 'connected' ? state.address : ''
  })
  document.querySelector('[data-testid="dapp-connect"]').onclick = () => modal.open()
</script></main></body></html>`
}
