/**
 * The spec's texts as one namespace: `ErrorText.rpcNotAllowed`. Every error and toast reads its
 * words from here so the spec's wording has one home; bundlers keep only the members used.
 *
 * @example
 * throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
 */
export * as ErrorText from './texts'

export * from './alerts'
