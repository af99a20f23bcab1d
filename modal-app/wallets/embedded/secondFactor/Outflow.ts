/**
 * One thing a request lets leave the wallet, as the send rule reads it: an amount of the
 * network's native currency (no `token`) or of a token (its contract address or mint), or
 * something the modal can't put a price on, with the reason (an allowance, a permit, a program
 * or call it can't read), which the rule treats as above any threshold.
 */
export type Outflow = { amount: bigint; token?: string } | { unpriced: string }
