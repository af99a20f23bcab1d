/** One question the demo wallet puts to the visitor, as an extension's popup would. */
export interface WalletPrompt {
  kind: 'connect' | 'sign' | 'signTyped' | 'send' | 'addChain'
  /** The page that asks (its origin). */
  origin: string
  /** The lines the visitor reads before deciding, e.g. the message or the amount and recipient. */
  details: readonly { label: string; value: string }[]
}

/** Shows a prompt and settles with the visitor's answer: true = Approve. */
export type AskVisitor = (prompt: WalletPrompt) => Promise<boolean>
