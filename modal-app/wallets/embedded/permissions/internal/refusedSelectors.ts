/**
 * Function selectors a smart-session grant never covers, whatever contract it names: each one
 * hands a third party a standing right over the account's assets (an allowance, an operator, a
 * signed permit) or replaces the code of a contract (UUPS upgrades). One such call would outlive
 * the grant and its limits, so a dapp must ask the visitor for it in the usual way.
 */
export const REFUSED_SELECTORS: ReadonlyMap<string, string> = new Map([
  ['0x095ea7b3', 'approve'], // approve(address,uint256): ERC-20 / ERC-721
  ['0x39509351', 'increaseAllowance'], // increaseAllowance(address,uint256)
  ['0xd73dd623', 'increaseApproval'], // increaseApproval(address,uint256): older OpenZeppelin tokens
  ['0xcae9ca51', 'approveAndCall'], // approveAndCall(address,uint256,bytes)
  ['0xd505accf', 'permit'], // permit(address,address,uint256,uint256,uint8,bytes32,bytes32): EIP-2612
  ['0x8fcbaf0c', 'permit'], // permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32): DAI
  ['0x2b67b570', 'permit'], // Permit2 permit(owner, PermitSingle, signature)
  ['0x2a2d80d1', 'permit'], // Permit2 permit(owner, PermitBatch, signature)
  ['0x87517c45', 'approve'], // Permit2 approve(address,address,uint160,uint48)
  ['0xa22cb465', 'setApprovalForAll'], // setApprovalForAll(address,bool): ERC-721 / ERC-1155
  ['0x3659cfe6', 'upgradeTo'], // upgradeTo(address)
  ['0x4f1ef286', 'upgradeToAndCall'], // upgradeToAndCall(address,bytes): UUPS, the SimpleAccount's own
])
