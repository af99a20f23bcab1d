/**
 * The parts of the reference ERC-4337 v0.7 SimpleAccount and SimpleAccountFactory
 * (`@account-abstraction/contracts` 0.7) that a client calls: the account's `execute` /
 * `executeBatch` and the factory's `createAccount` / `getAddress`.
 *
 * @example
 * encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [to, 0n, '0x'] })
 */
export const simpleAccountAbi = [
  { type: 'function', name: 'execute', stateMutability: 'nonpayable', inputs: [{ name: 'dest', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'func', type: 'bytes' }], outputs: [] },
  { type: 'function', name: 'executeBatch', stateMutability: 'nonpayable', inputs: [{ name: 'dest', type: 'address[]' }, { name: 'value', type: 'uint256[]' }, { name: 'func', type: 'bytes[]' }], outputs: [] },
  { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
] as const

/** The reference v0.7 SimpleAccountFactory's calls (see {@link simpleAccountAbi}). */
export const simpleAccountFactoryAbi = [
  { type: 'function', name: 'createAccount', stateMutability: 'nonpayable', inputs: [{ name: 'owner', type: 'address' }, { name: 'salt', type: 'uint256' }], outputs: [{ name: 'ret', type: 'address' }] },
  { type: 'function', name: 'getAddress', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'salt', type: 'uint256' }], outputs: [{ name: '', type: 'address' }] },
] as const
