import type { CaipNetworkId } from '../caip/caip'
import { buildSiwxMessage } from './buildSiwxMessage'
import { SiwxVerifyError } from './SiwxVerifyError'
import type { SiwxMessageData } from './SiwxSession'
import { LABEL_NAMESPACES } from './internal/namespaceLabels'

const HEADER = /^(\S+) wants you to sign in with your (\w+) account:$/
const OPTIONAL = [['Expiration Time: ', 'expirationTime'], ['Not Before: ', 'notBefore'], ['Request ID: ', 'requestId']] as const

/**
 * Reads a sign-in message (EIP-4361 / CAIP-122, as `buildSiwxMessage` writes it) back into its
 * fields. The parse is strict: the fields must come in the grammar's order and the message must
 * rebuild byte for byte from what was read, so two different texts never parse to the same
 * fields (a verifier checks what the wallet really signed). Anything else throws
 * `SiwxVerifyError` 'malformed'.
 *
 * @example
 * parseSiwxMessage(message).nonce // 'k2j3h4g5'
 */
export function parseSiwxMessage(message: string): SiwxMessageData {
  if (typeof message !== 'string' || message.length > 8192) throw malformed('not a message')
  const lines = message.split('\n')
  let i = 0
  const next = () => lines[i++]
  const header = HEADER.exec(next() ?? '')
  const namespace = header && LABEL_NAMESPACES[header[2]!]
  if (!header || !namespace) throw malformed('first line')
  const accountAddress = next() ?? ''
  if (next() !== '') throw malformed('an empty line must follow the address')
  let statement: string | undefined
  if (lines[i] !== '') statement = next()
  if (next() !== '') throw malformed('an empty line must follow the statement')
  const field = (prefix: string) => {
    const line = next()
    if (line === undefined || !line.startsWith(prefix)) throw malformed(`expected '${prefix.trim()}'`)
    return line.slice(prefix.length)
  }
  const uri = field('URI: ')
  const version = field('Version: ')
  const reference = field('Chain ID: ')
  const nonce = field('Nonce: ')
  const issuedAt = field('Issued At: ')
  const data: SiwxMessageData = { domain: header[1]!, accountAddress, chainId: `${namespace}:${reference}` as CaipNetworkId, uri, version: version as '1', nonce, issuedAt }
  if (statement !== undefined) data.statement = statement
  for (const [prefix, key] of OPTIONAL) if (lines[i]?.startsWith(prefix)) data[key] = next()!.slice(prefix.length)
  if (lines[i] === 'Resources:') {
    next()
    data.resources = []
    while (i < lines.length && lines[i]!.startsWith('- ')) data.resources.push(next()!.slice(2))
    if (data.resources.length === 0) throw malformed('Resources: without a resource')
  }
  if (i !== lines.length) throw malformed('unexpected text after the last field')
  // The canonical-form check: also runs every field check of the builder.
  if (buildSiwxMessage(data) !== message) throw malformed('not in canonical form')
  return data
}

function malformed(what: string) {
  return new SiwxVerifyError('malformed', `Invalid sign-in message: ${what}`)
}
