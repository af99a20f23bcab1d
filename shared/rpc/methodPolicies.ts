/**
 * How the modal's RPC router treats a method:
 * - `read`: answered from the network's RPC endpoint, no account needed;
 * - `account`: needs a connected account, answered without approval (safe);
 * - `approve`: needs a connected account and a visible, trusted click on ApproveTransaction;
 * - `wallet`: needs a connected account and goes straight to the wallet (chain switching,
 *   capability queries), which shows its own UI where it needs one;
 * - `modal`: answered by the modal itself on any network, no account or wallet needed (the
 *   sign-in session calls, `airlock_*`).
 *
 * Which method has which policy is the modal's method table (one file per method,
 * modal-app/requests/methods/); only the vocabulary is shared.
 */
export type MethodPolicy = 'read' | 'account' | 'approve' | 'wallet' | 'modal'
