/**
 * Function selectors that move tokens out of an account (or spend what others allowed it), on any
 * contract. Under a grant the only such call is an ERC-20 `transfer` counted against an
 * `erc20-token-transfer` allowance of that token; a `contract-call` permission on a token reads
 * "may call the contract" on the grant's approval, not "may move all of this token", so through
 * it none of these is allowed (a dapp granted a call to USDC could otherwise send every USDC the
 * account holds, or a `transferFrom` of the account's own tokens past its allowance).
 */
export const TRANSFER_SELECTORS: ReadonlyMap<string, string> = new Map([
  ['0xa9059cbb', 'transfer'], // transfer(address,uint256): ERC-20
  ['0x23b872dd', 'transferFrom'], // transferFrom(address,address,uint256): ERC-20 / ERC-721
  ['0x4000aea0', 'transferAndCall'], // transferAndCall(address,uint256,bytes): ERC-677
  ['0x1296ee62', 'transferAndCall'], // transferAndCall(address,uint256): ERC-1363
  ['0xd8fbe994', 'transferFromAndCall'], // transferFromAndCall(address,address,uint256): ERC-1363
  ['0x9bd9bbc6', 'send'], // send(address,uint256,bytes): ERC-777
  ['0x62ad1b83', 'operatorSend'], // operatorSend(address,address,uint256,bytes,bytes): ERC-777
  ['0x42842e0e', 'safeTransferFrom'], // safeTransferFrom(address,address,uint256): ERC-721
  ['0xb88d4fde', 'safeTransferFrom'], // safeTransferFrom(address,address,uint256,bytes): ERC-721
  ['0xf242432a', 'safeTransferFrom'], // safeTransferFrom(address,address,uint256,uint256,bytes): ERC-1155
  ['0x2eb2c2d6', 'safeBatchTransferFrom'], // safeBatchTransferFrom(address,address,uint256[],uint256[],bytes): ERC-1155
])
