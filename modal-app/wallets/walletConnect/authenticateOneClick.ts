import { parseSiwxMessage } from '../../../shared/siwx/parseSiwxMessage'
import type { WalletConnectProvider } from '../../wallets/walletConnect/loadUniversalProvider'
import { fetchSiwxNonce, postSiwxSession } from '../../state/siwx/siwxService'
import type { SiwxConfig } from '../../state/siwx/readSiwxConfig'
import { sessionKey } from '../../state/siwx/sessionKey'
import type { LocalSiwxSession } from '../../state/siwx/siwxSlice'

/** The methods a one-click session asks for (its ReCap), as the plain connect asks for them. */
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']

export interface OneClickInput {
  config: SiwxConfig
  hostOrigin: string
  projectId: string
  apiUrl: string
  /** CAIP-2 ids of the eip155 networks, the active one first (the chain the wallet signs in on). */
  chains: string[]
  now: number
}

/**
 * WalletConnect one-click auth (`wc_sessionAuthenticate`): one pairing both connects and signs
 * in. The wallet signs the CAIP-122 message WalletConnect formats (with its ReCap statement);
 * the modal rebuilds that exact text, checks it parses as a sign-in message for this page, and —
 * unless the operator keeps sessions — has the data service verify and store it. A wallet
 * without one-click auth answers the session proposal sent alongside instead: the connection is
 * made, no session comes back (undefined), and the sign-in view then asks as after any connect.
 *
 * @example
 * const signedIn = await authenticateOneClick(provider, { config, hostOrigin, projectId, apiUrl, chains: ['eip155:1'], now: Date.now() })
 */
export async function authenticateOneClick(provider: WalletConnectProvider, input: OneClickInput): Promise<{ key: string; session: LocalSiwxSession } | undefined> {
  const service = { apiUrl: input.apiUrl, projectId: input.projectId, hostOrigin: input.hostOrigin, nonceUrl: input.config.nonceUrl }
  const nonce = await fetchSiwxNonce(service)
  const page = new URL(input.hostOrigin)
  const result = await provider.authenticate({
    chains: input.chains,
    domain: page.host,
    uri: page.origin,
    nonce,
    methods: METHODS,
    iat: new Date(input.now).toISOString(),
    exp: new Date(input.now + input.config.expiresInSeconds * 1000).toISOString(),
    ...(input.config.statement ? { statement: input.config.statement } : {}),
    ...(input.config.resources.length ? { resources: input.config.resources } : {}),
  })
  const cacao = result.auths?.[0]
  if (!cacao) return undefined
  const message = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
  // Strict parse: what the wallet signed must be a sign-in message for this page and chain.
  const data = parseSiwxMessage(message)
  if (data.domain !== page.host || data.nonce !== nonce || !input.chains.includes(data.chainId)) return undefined
  const signature = cacao.s.s
  const session: LocalSiwxSession = { data, message, signature, ...(data.expirationTime ? { expiresAt: Date.parse(data.expirationTime) } : {}) }
  if (!input.config.nonceUrl) Object.assign(session, await postSiwxSession(service, data.accountAddress, session, false))
  return { key: sessionKey(data.chainId, data.accountAddress), session }
}
