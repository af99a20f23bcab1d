import { getAddress, isAddress } from 'viem'
import { isValidAddress, parseCaipNetworkId } from '../../caip/caip'
import { SiwxVerifyError } from '../SiwxVerifyError'
import type { SiwxMessageData } from '../SiwxSession'
import { NAMESPACE_LABELS } from './namespaceLabels'

const NONCE = /^[A-Za-z0-9]{8,}$/
// RFC 3339 date-time, as EIP-4361 requires for every time field.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const AUTHORITY = /^[^\s/?#]+$/
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/

const malformed = (what: string) => new SiwxVerifyError('malformed', `Invalid sign-in message: ${what}`)

/**
 * Checks every field the message grammar constrains and returns the namespace and chain
 * reference; the one gate both the builder and the parser pass through, so what one writes the
 * other reads back.
 */
export function checkMessageData(data: SiwxMessageData): { namespace: string; reference: string } {
  let caip: { namespace: string; chainId: string }
  try {
    caip = parseCaipNetworkId(data.chainId)
  } catch {
    throw malformed(`chain id '${String(data.chainId)}' is not CAIP-2`)
  }
  if (!NAMESPACE_LABELS[caip.namespace]) throw new SiwxVerifyError('unsupported-chain', `Sign-in is not supported for namespace '${caip.namespace}'`)
  if (caip.namespace === 'eip155') {
    if (!/^[1-9]\d*$/.test(caip.chainId)) throw malformed('an eip155 chain id is a positive integer')
    if (!isAddress(data.accountAddress, { strict: false }) || getAddress(data.accountAddress) !== data.accountAddress) throw malformed('the address must be EIP-55 checksummed')
  } else if (!isValidAddress(data.accountAddress, caip.namespace)) throw malformed('the address is not valid for its namespace')
  if (!AUTHORITY.test(data.domain)) throw malformed('domain')
  if (!URI.test(data.uri)) throw malformed('uri')
  if (data.version !== '1') throw malformed('version must be 1')
  if (!NONCE.test(data.nonce)) throw malformed('the nonce must be at least 8 letters or digits')
  if (data.statement !== undefined && /[\r\n]/.test(data.statement)) throw malformed('the statement must be one line')
  for (const [name, value] of [['issuedAt', data.issuedAt], ['expirationTime', data.expirationTime], ['notBefore', data.notBefore]] as const) {
    if (value !== undefined && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) throw malformed(`${name} is not an RFC 3339 date-time`)
  }
  if (data.requestId !== undefined && /[\r\n]/.test(data.requestId)) throw malformed('requestId')
  for (const r of data.resources ?? []) if (!URI.test(r)) throw malformed(`resource '${r}' is not a URI`)
  return { namespace: caip.namespace, reference: caip.chainId }
}
