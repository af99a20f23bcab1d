import { stringToHex } from 'viem'
import type { CaipNetworkId } from '../../../shared/caip/caip'
import { ErrorText } from '../../../shared/errors/messages'
import { toProviderError, UnknownError, UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import { buildSiwxMessage } from '../../../shared/siwx/buildSiwxMessage'
import { base58 } from '../../../shared/solana/base58'
import type { SiwxMessageData } from '../../../shared/siwx/SiwxSession'
import type { ConnectorClient } from '../router/RpcDeps'
import { fetchSiwxNonce, postSiwxSession } from '../../state/siwx/siwxService'
import type { SiwxConfig } from '../../state/siwx/readSiwxConfig'
import type { LocalSiwxSession } from '../../state/siwx/siwxSlice'

export interface CreateSiwxSessionInput {
  config: SiwxConfig
  target: { address: string; caipNetworkId: string; namespace: string }
  /** The embedding page the handshake proved: the message's domain and URI. */
  hostOrigin: string
  projectId: string
  apiUrl: string
  /** The connected wallet (the live client of the namespace). */
  client: ConnectorClient
  /** Whether the account is a smart account (its failures read 'This application might not support Smart Accounts'). */
  smartAccount: boolean
  now: number
  fetch?: typeof fetch
}

/**
 * One sign-in: a nonce (the operator's endpoint or the data service), the EIP-4361 / CAIP-122
 * message for the embedding page, the wallet's signature (personal_sign; solana_signMessage; on
 * bip122 signMessage, a BIP-322 proof by the payment address; on polkadot polkadot_signMessage,
 * sr25519 over the `<Bytes>`-wrapped text),
 * then — unless the operator keeps sessions — the data service's verification and storage.
 * Failures are ProviderRpcErrors with the texts (docs/texts.md#sign-in): the nonce or service unreachable 'A problem
 * occurred while trying initialize authentication', a refused signature 'Signature declined' (4001),
 * a smart account's signature the service refused 'This application might not support Smart Accounts'.
 *
 * @example
 * const session = await createSiwxSession({ config, target, hostOrigin, projectId, apiUrl, client, smartAccount: false, now: Date.now() })
 */
export async function createSiwxSession(input: CreateSiwxSessionInput): Promise<LocalSiwxSession> {
  const service = { apiUrl: input.apiUrl, projectId: input.projectId, hostOrigin: input.hostOrigin, nonceUrl: input.config.nonceUrl, fetch: input.fetch }
  const nonce = await fetchSiwxNonce(service)
  const page = new URL(input.hostOrigin)
  const data: SiwxMessageData = {
    domain: page.host,
    accountAddress: input.target.address,
    chainId: input.target.caipNetworkId as CaipNetworkId,
    uri: page.origin,
    version: '1',
    nonce,
    issuedAt: new Date(input.now).toISOString(),
    expirationTime: new Date(input.now + input.config.expiresInSeconds * 1000).toISOString(),
  }
  if (input.config.statement) data.statement = input.config.statement
  if (input.config.resources.length) data.resources = input.config.resources
  let message: string
  try {
    message = buildSiwxMessage(data)
  } catch {
    throw new UnknownError({ message: ErrorText.siwxInitFailed })
  }
  const signature = await sign(input, message).catch((error: unknown) => {
    const e = toProviderError(error)
    throw e.code === 4001 ? new UserRejectedRequestError({ message: ErrorText.signatureDeclined }) : e
  })
  const session: LocalSiwxSession = { data, message, signature, expiresAt: Date.parse(data.expirationTime!) }
  // The operator issued the nonce: its server verifies and keeps the session, not the data service.
  if (input.config.nonceUrl) return session
  return { ...session, ...(await postSiwxSession(service, input.target.address, session, input.smartAccount)) }
}

async function sign(input: CreateSiwxSessionInput, message: string): Promise<string> {
  const { client, target } = input
  if (target.namespace === 'bip122') {
    // A BIP-322 proof by the payment address (the account's first), which the server helper verifies; base64 as wallets give it.
    const result = (await client.request({ method: 'signMessage', params: { address: target.address, message, protocol: 'bip322' }, chainId: target.caipNetworkId })) as { signature?: unknown }
    if (typeof result?.signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(result.signature)) throw new UnknownError({ message: ErrorText.signMessageFailed })
    return result.signature
  }
  if (target.namespace === 'polkadot') {
    // Polkadot wallets sign a text as signRaw does, wrapped in `<Bytes>…</Bytes>`; the server helper checks that form.
    const result = (await client.request({ method: 'polkadot_signMessage', params: { address: target.address, message }, chainId: target.caipNetworkId })) as { signature?: unknown }
    if (typeof result?.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result.signature)) throw new UnknownError({ message: ErrorText.signMessageFailed })
    return result.signature
  }
  if (target.namespace === 'solana') {
    const result = (await client.request({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: target.address },
      chainId: target.caipNetworkId,
    })) as { signature?: unknown }
    if (typeof result?.signature !== 'string') throw new UnknownError({ message: ErrorText.signMessageFailed })
    return result.signature
  }
  const signature = await client.request({ method: 'personal_sign', params: [stringToHex(message), target.address], chainId: target.caipNetworkId })
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new UnknownError({ message: ErrorText.signMessageFailed })
  return signature
}
