import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { concat, encodeAbiParameters, getContractAddress, zeroHash } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, describe, expect, it } from 'vitest'
import { airlockAccountFactoryAddress } from '../../shared/aa/airlockAccountFactoryAddress'
import { compileAccountFactory } from './compileAccountFactory'
import { DETERMINISTIC_DEPLOYER } from './deployAaContracts'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-af-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('compileAccountFactory', () => {
  // solc-js compiling the account with OpenZeppelin's WebAuthn and P-256 takes 10–30 s on a loaded machine.
  it('compiles the AirlockAccount (SimpleAccount v0.7 + ERC-1271 + passkey owners) and its factory once, then serves them from the cache', () => {
    const artifact = compileAccountFactory({ cacheDir })
    expect(artifact.abi.map((e) => ('name' in e ? e.name : e.type))).toEqual(expect.arrayContaining(['createAccount', 'getAddress', 'accountImplementation']))
    expect(artifact.accountAbi.map((e) => ('name' in e ? e.name : e.type))).toEqual(expect.arrayContaining(['isValidSignature', 'replaySafeHash', 'execute', 'executeBatch', 'owner', 'validateUserOp', 'addPasskeyOwner', 'removePasskeyOwner', 'isPasskeyOwner']))
    expect(readdirSync(cacheDir)).toEqual([`AirlockAccountFactory-${artifact.sourceHash}.json`])
    expect(compileAccountFactory({ cacheDir })).toEqual(artifact)
  }, 120_000)

  it('lands at the address the modal derives accounts from', () => {
    const { bytecode } = compileAccountFactory({ cacheDir })
    const initCode = concat([bytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint07Address])])
    expect(getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: zeroHash, bytecode: initCode })).toBe(airlockAccountFactoryAddress)
  })
})
