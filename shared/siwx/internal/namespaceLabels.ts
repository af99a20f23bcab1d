/** The account kind named in the first line of a sign-in message, per CAIP-2 namespace (CAIP-122). */
export const NAMESPACE_LABELS: Readonly<Record<string, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
})

/** The namespace a first-line label names, the inverse of NAMESPACE_LABELS. */
export const LABEL_NAMESPACES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(NAMESPACE_LABELS).map(([ns, label]) => [label, ns])),
)
