import type { ChainNamespace } from '../../../../shared/caip/caip'

/** Every namespace the modal knows: for the modal's own `airlock_*` methods, which work on any network. */
export const EVERY_NAMESPACE: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana', 'bip122', 'polkadot'])
