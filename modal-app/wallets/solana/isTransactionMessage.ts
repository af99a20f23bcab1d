import { parseSolanaTransaction } from './parseSolanaTransaction'

/**
 * Whether bytes offered for `solana:signMessage` are in fact a transaction's message: signing
 * them would sign that transaction while the approval showed an unreadable message, so the
 * wallet refuses. Checked by reading them as a whole legacy or v0 message (its header says how
 * many signature slots go before it).
 *
 * @example
 * isTransactionMessage(transaction.serializeMessage()) // true
 */
export function isTransactionMessage(message: Uint8Array): boolean {
  const signers = message[0]! & 0x80 ? message[1] : message[0]
  if (!signers || signers > 127 || message.length < 4) return false
  const wire = new Uint8Array(1 + 64 * signers + message.length)
  wire[0] = signers
  wire.set(message, 1 + 64 * signers)
  try {
    parseSolanaTransaction(wire)
    return true
  } catch {
    return false
  }
}
