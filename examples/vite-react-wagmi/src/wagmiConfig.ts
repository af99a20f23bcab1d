import { airlock } from 'airlock/wagmi'
import { base as airlockBase, mainnet as airlockMainnet } from 'airlock/networks'
import { http, createConfig } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

interface Deployment {
  projectId: string
  modalUrl: string
  services: { registryUrl: string; analyticsUrl: string; relayUrl: string }
  customRpcUrls?: Record<string, string>
  /** The RPC wagmi reads through, by chain id. */
  rpcUrls: Record<string, string>
}

const deployment = JSON.parse(import.meta.env.VITE_AIRLOCK_CONFIG ?? 'null') as Deployment | null
if (!deployment) throw new Error('Build with VITE_AIRLOCK_CONFIG: the JSON of projectId, modalUrl, services and rpcUrls')

// The Airlock connector is the only one: connecting opens the modal, which offers every wallet.
export const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [
    airlock({
      projectId: deployment.projectId,
      networks: [airlockMainnet, airlockBase],
      modalUrl: deployment.modalUrl,
      services: deployment.services,
      customRpcUrls: deployment.customRpcUrls,
    }),
  ],
  transports: { [mainnet.id]: http(deployment.rpcUrls['1']), [base.id]: http(deployment.rpcUrls['8453']) },
  // The modal lists the page's wallets itself; wagmi's own discovery would connect the same wallet a second time.
  multiInjectedProviderDiscovery: false,
})
