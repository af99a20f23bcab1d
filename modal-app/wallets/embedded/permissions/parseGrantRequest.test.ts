import { describe, expect, it } from 'vitest'
import { entryPoint07Address } from 'viem/account-abstraction'
import { airlockAccountFactoryAddress } from '../../../../shared/aa/airlockAccountFactoryAddress'
import { parseGrantRequest } from './parseGrantRequest'

const now = 1_700_000_000
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('parseGrantRequest', () => {
  it('reads native, ERC-20 and contract-call permissions into limits', () => {
    const grant = parseGrantRequest(
      [{ chainId: '0x2105', expiry: now + 600, permissions: [
        { type: 'native-token-transfer', data: { allowance: '0x64' } },
        { type: 'erc20-token-transfer', data: { address: token, allowance: '0x32' } },
        { type: 'contract-call', data: { address: token } },
      ] }],
      now,
    )
    expect(grant).toEqual({ chainId: 8453, expiry: now + 600, nativeAllowance: 100n, tokenAllowances: { [token.toLowerCase()]: 50n }, callTargets: [token.toLowerCase()] })
  })

  it.each([
    [[{ chainId: '0x1', expiry: now - 1, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }], 'expiry must be a time'],
    [[{ chainId: '0x1', expiry: now + 8 * 86_400, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }], 'within the next 7 days'],
    [[{ chainId: '0x1', expiry: now + 60, permissions: [] }], 'needs at least one permission'],
    [[{ chainId: '0x1', expiry: now + 60, permissions: [{ type: 'native-token-stream', data: {} }] }], "unsupported permission 'native-token-stream'"],
    [[{ chainId: '0x1', expiry: now + 60, permissions: [{ type: 'native-token-transfer', data: { allowance: 5 } }] }], 'allowance must be a hex quantity'],
    [[{ chainId: 1, expiry: now + 60, permissions: [] }], 'chainId must be a hex chain id'],
  ])('refuses what it cannot enforce with -32602 (%#)', (params, message) => {
    expect(() => parseGrantRequest(params, now)).toThrow(expect.objectContaining({ code: -32602, message: expect.stringContaining(message) }))
  })

  it('attacker: a contract-call or token permission naming the account itself, the EntryPoint or the factory is refused (GrantTargetRefusedError, -32602)', () => {
    const account = '0x1111111111111111111111111111111111111111'
    const ask = (type: string, address: string) => [{ chainId: '0x1', expiry: now + 600, permissions: [{ type, data: { address, allowance: '0x1' } }] }]
    const refused = (target: string) => expect.objectContaining({ name: 'GrantTargetRefusedError', code: -32602, message: `wallet_grantPermissions: a permission may not name ${target.toLowerCase()} (the smart account itself, the EntryPoint or a paymaster)` })
    expect(() => parseGrantRequest(ask('contract-call', account.toUpperCase().replace('0X', '0x')), now, account)).toThrow(refused(account))
    expect(() => parseGrantRequest(ask('contract-call', entryPoint07Address), now, account)).toThrow(refused(entryPoint07Address))
    expect(() => parseGrantRequest(ask('contract-call', entryPoint07Address), now)).toThrow(refused(entryPoint07Address))
    expect(() => parseGrantRequest(ask('contract-call', airlockAccountFactoryAddress), now, account)).toThrow(refused(airlockAccountFactoryAddress))
    expect(() => parseGrantRequest(ask('erc20-token-transfer', account), now, account)).toThrow(refused(account))
    expect(parseGrantRequest(ask('contract-call', token), now, account).callTargets).toEqual([token.toLowerCase()])
  })
})

