import { encodeFunctionData, erc20Abi, parseAbi, toFunctionSelector, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { checkCallsAgainstGrant } from './checkCallsAgainstGrant'
import { ENTRY_POINT_V07, guardedTargets } from './guardedTargets'
import { REFUSED_SELECTORS } from './internal/refusedSelectors'
import type { PermissionGrant } from './PermissionGrant'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const target = '0x1111111111111111111111111111111111111111' as Address
const anyone = '0x2222222222222222222222222222222222222222' as Address
const grant: PermissionGrant = { chainId: 1, expiry: 1_000, nativeAllowance: 100n, tokenAllowances: { [token.toLowerCase()]: 50n }, callTargets: [target.toLowerCase() as Address] }
const at = { chainId: 1, nowSeconds: 500 }
const none = { native: 0n, tokens: {} }
const transfer = (amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [anyone, amount] }) })

describe('checkCallsAgainstGrant', () => {
  it('attacker: a contract-call on a token moves none of it: transfer, transferFrom of the account\'s own tokens, ERC-677/777 sends and NFT transfers are refused', () => {
    const account = '0x3333333333333333333333333333333333333333' as Address
    const callOnly: PermissionGrant = { ...grant, tokenAllowances: {}, callTargets: [token.toLowerCase() as Address] }
    expect(() => checkCallsAgainstGrant(callOnly, none, [transfer(1n)], at)).toThrow('Call 1 is transfer, which moves tokens: only a token permission\'s allowance covers a transfer.')
    // Named both ways, the token's allowance still caps what leaves: transferFrom of the account's own tokens is no way around it.
    const both: PermissionGrant = { ...grant, callTargets: [token.toLowerCase() as Address] }
    const transferFrom = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [account, anyone, 1_000n] })
    expect(() => checkCallsAgainstGrant(both, none, [{ to: token, data: transferFrom }], at)).toThrow('Call 1 is transferFrom, which moves tokens')
    expect(checkCallsAgainstGrant(both, none, [transfer(50n)], at).tokens).toEqual({ [token.toLowerCase()]: 50n })
    for (const signature of ['transferAndCall(address,uint256,bytes)', 'send(address,uint256,bytes)', 'safeTransferFrom(address,address,uint256)', 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)']) {
      const data = `${toFunctionSelector(`function ${signature}`)}${'00'.repeat(64)}` as Hex
      expect(() => checkCallsAgainstGrant(both, none, [{ to: token, data }], at), signature).toThrow('which moves tokens')
    }
  })

  it('books native value and token transfers within the allowances, cumulatively', () => {
    const once = checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 60n }, transfer(30n), { to: target, data: '0x1234' }], at)
    expect(once).toEqual({ native: 60n, tokens: { [token.toLowerCase()]: 30n } })
    const twice = checkCallsAgainstGrant(grant, once, [{ to: anyone, value: 40n }, transfer(20n)], at)
    expect(twice).toEqual({ native: 100n, tokens: { [token.toLowerCase()]: 50n } })
    expect(() => checkCallsAgainstGrant(grant, twice, [{ to: anyone, value: 1n }], at)).toThrow("Call 1 sends more than the permission's native allowance.")
    expect(() => checkCallsAgainstGrant(grant, twice, [transfer(1n)], at)).toThrow(`Call 1 transfers more of ${token} than the permission allows.`)
  })

  it('refuses the whole batch for one call outside: another contract, a token approve, another chain, after expiry', () => {
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 1n }, { to: anyone, data: '0x12' }], at)).toThrow(expect.objectContaining({ code: 4100, message: 'Call 2 calls a contract the permission does not name.' }))
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [anyone, 1n] }) }], at)).toThrow('Call 1 is approve, which no permission covers: ask for it without the permission.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone }], at)).toThrow('Call 1 calls a contract the permission does not name.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 1n }], { chainId: 8453, nowSeconds: 500 })).toThrow('The permission is for chain 1, not 8453.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 1n }], { chainId: 1, nowSeconds: 1_000 })).toThrow('The permission has expired.')
  })

  describe('attacker: a grant-covered batch widened into a takeover', () => {
    const account = '0x9999999999999999999999999999999999999999' as Address
    const guarded = guardedTargets(account, ['0x4444444444444444444444444444444444444444'])
    const wide: PermissionGrant = { ...grant, callTargets: [token.toLowerCase() as Address, target.toLowerCase() as Address] }
    const under = { ...at, guarded }
    const attacker = '0x0000000000000000000000000000000000000bad' as Address

    it('approve(attacker, max) on a granted token is refused, as are increaseAllowance, permit and setApprovalForAll', () => {
      const max = 2n ** 256n - 1n
      const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [attacker, max] })
      expect(() => checkCallsAgainstGrant(wide, none, [{ to: token, data: approve }], under)).toThrow(expect.objectContaining({ code: 4100, message: 'Call 1 is approve, which no permission covers: ask for it without the permission.' }))
      const abi = parseAbi(['function increaseAllowance(address,uint256)', 'function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)', 'function setApprovalForAll(address,bool)'])
      const zero = `0x${'00'.repeat(32)}` as Hex
      for (const data of [
        encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [attacker, max] }),
        encodeFunctionData({ abi, functionName: 'permit', args: [account, attacker, max, max, 27, zero, zero] }),
        encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [attacker, true] }),
      ]) {
        expect(() => checkCallsAgainstGrant(wide, none, [{ to: target, data }], under)).toThrow(/which no permission covers/)
      }
    })

    it('upgradeToAndCall and any call to the account itself, the EntryPoint or the paymaster are refused', () => {
      const upgrade = encodeFunctionData({ abi: parseAbi(['function upgradeToAndCall(address,bytes)']), functionName: 'upgradeToAndCall', args: [attacker, '0x'] })
      expect(() => checkCallsAgainstGrant(wide, none, [{ to: target, data: upgrade }], under)).toThrow('Call 1 is upgradeToAndCall, which no permission covers: ask for it without the permission.')
      const upgradeTo = encodeFunctionData({ abi: parseAbi(['function upgradeTo(address)']), functionName: 'upgradeTo', args: [attacker] })
      expect(() => checkCallsAgainstGrant(wide, none, [{ to: target, data: upgradeTo }], under)).toThrow(/upgradeTo,/)
      // Even a grant that (made before the check) names the account itself can't reach it.
      const self: PermissionGrant = { ...wide, callTargets: [account.toLowerCase() as Address, entryPoint07Address.toLowerCase() as Address] }
      const withdraw = encodeFunctionData({ abi: parseAbi(['function withdrawDepositTo(address,uint256)']), functionName: 'withdrawDepositTo', args: [attacker, 1n] })
      expect(() => checkCallsAgainstGrant(self, none, [{ to: account, data: withdraw }], under)).toThrow(`Call 1 reaches ${account}, which no permission covers (the smart account itself, the EntryPoint or a paymaster).`)
      expect(() => checkCallsAgainstGrant(self, none, [{ to: entryPoint07Address, data: '0x' }], under)).toThrow(/reaches/)
      expect(() => checkCallsAgainstGrant(grant, none, [{ to: '0x4444444444444444444444444444444444444444', value: 1n }], under)).toThrow(/reaches/)
      expect(() => checkCallsAgainstGrant(grant, none, [{ to: account, value: 1n }], under)).toThrow(/reaches/)
    })

    it('the refused selectors are the functions they name', () => {
      const named = ['approve(address,uint256)', 'increaseAllowance(address,uint256)', 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)', 'setApprovalForAll(address,bool)', 'upgradeTo(address)', 'upgradeToAndCall(address,bytes)', 'approve(address,address,uint160,uint48)']
      for (const signature of named) expect(REFUSED_SELECTORS.has(toFunctionSelector(`function ${signature}`))).toBe(true)
      expect(ENTRY_POINT_V07).toBe(entryPoint07Address.toLowerCase())
    })

    it('counts the gas the account pays against the native allowance, with the values', () => {
      expect(checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 60n }], { ...under, gasCost: 40n })).toEqual({ native: 100n, tokens: {} })
      expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 60n }], { ...under, gasCost: 41n })).toThrow("The operation's gas (up to 41 wei) goes beyond the permission's native allowance.")
      // A contract-call-only grant can't burn the account's ETH in gas either.
      expect(() => checkCallsAgainstGrant({ ...wide, nativeAllowance: 0n }, none, [{ to: target, data: '0x1234' }], { ...under, gasCost: 1n })).toThrow(/gas/)
    })
  })
})

