import type { Address, Hex } from 'viem'

/** The EIP-712 typed data an AirlockAccount's owner signs for `hash` (viem's `signTypedData` shape). */
export interface ReplaySafeTypedData {
  domain: { name: 'AirlockAccount'; version: '1'; chainId: number; verifyingContract: Address }
  types: { AirlockAccountMessage: readonly [{ name: 'hash'; type: 'bytes32' }] }
  primaryType: 'AirlockAccountMessage'
  message: { hash: Hex }
}

/**
 * What the owner of an AirlockAccount signs so that the account's ERC-1271 `isValidSignature(hash,
 * sig)` accepts it: `hash` wrapped in EIP-712 typed data whose domain names the account and the
 * chain (the contract's `replaySafeHash`). Binding the account means one owner's signature for
 * account A is worthless for the owner's account B (or its plain key), and for A on another chain.
 *
 * @example
 * const signature = await owner.signTypedData(replaySafeTypedData({ hash: hashMessage('hi'), account, chainId: 1 }))
 */
export function replaySafeTypedData({ hash, account, chainId }: { hash: Hex; account: Address; chainId: number }): ReplaySafeTypedData {
  return {
    domain: { name: 'AirlockAccount', version: '1', chainId, verifyingContract: account },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  }
}
