/**
 * The AirlockAccount's passkey-owner calls (services/aa/contracts/AirlockAccount.sol): the owner,
 * or the account itself through `execute`, adds or removes a P-256 public key (x, y) as an owner;
 * `isPasskeyOwner` reads it back. The events log every change.
 *
 * @example
 * encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] })
 */
export const passkeyOwnerAbi = [
  { type: 'function', name: 'addPasskeyOwner', stateMutability: 'nonpayable', inputs: [{ name: 'x', type: 'bytes32' }, { name: 'y', type: 'bytes32' }], outputs: [] },
  { type: 'function', name: 'removePasskeyOwner', stateMutability: 'nonpayable', inputs: [{ name: 'x', type: 'bytes32' }, { name: 'y', type: 'bytes32' }], outputs: [] },
  { type: 'function', name: 'isPasskeyOwner', stateMutability: 'view', inputs: [{ name: 'x', type: 'bytes32' }, { name: 'y', type: 'bytes32' }], outputs: [{ name: '', type: 'bool' }] },
  { type: 'event', name: 'PasskeyOwnerAdded', inputs: [{ name: 'keyId', type: 'bytes32', indexed: true }, { name: 'x', type: 'bytes32', indexed: false }, { name: 'y', type: 'bytes32', indexed: false }] },
  { type: 'event', name: 'PasskeyOwnerRemoved', inputs: [{ name: 'keyId', type: 'bytes32', indexed: true }, { name: 'x', type: 'bytes32', indexed: false }, { name: 'y', type: 'bytes32', indexed: false }] },
] as const
