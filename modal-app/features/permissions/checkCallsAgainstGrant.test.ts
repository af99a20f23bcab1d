import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkCallsAgainstGrant } from './checkCallsAgainstGrant'
import type { PermissionGrant } from './PermissionGrant'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const target = '0x1111111111111111111111111111111111111111' as Address
const anyone = '0x2222222222222222222222222222222222222222' as Address
const grant: PermissionGrant = { chainId: 1, expiry: 1_000, nativeAllowance: 100n, tokenAllowances: { [token.toLowerCase()]: 50n }, callTargets: [target.toLowerCase() as Address] }
const at = { chainId: 1, nowSeconds: 500 }
const none = { native: 0n, tokens: {} }
const transfer = (amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [anyone, amount] }) })

describe('checkCallsAgainstGrant', () => {
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
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [anyone, 1n] }) }], at)).toThrow('Call 1 calls a contract the permission does not name.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone }], at)).toThrow('Call 1 calls a contract the permission does not name.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 1n }], { chainId: 8453, nowSeconds: 500 })).toThrow('The permission is for chain 1, not 8453.')
    expect(() => checkCallsAgainstGrant(grant, none, [{ to: anyone, value: 1n }], { chainId: 1, nowSeconds: 1_000 })).toThrow('The permission has expired.')
  })
})
