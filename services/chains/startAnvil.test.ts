import { describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { isProcessAlive as alive } from '../internal/isProcessAlive'
import { startAnvil } from './startAnvil'
import { TEST_MNEMONIC, testAccounts } from './testAccounts'


describe('startAnvil', () => {
  it('starts a chain with 10 funded test accounts and stops it for good', async () => {
    const chain = await startAnvil({ chainId: 8453, port: 18746 })
    try {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(8453)
      const accounts = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
      expect(accounts.map((a) => a.toLowerCase())).toEqual(testAccounts.map((a) => a.address.toLowerCase()))
      expect(await client.getBalance({ address: testAccounts[9]!.address })).toBe(parseEther('10000'))
      await expect(startAnvil({ chainId: 1, port: 18746 })).rejects.toThrow(/already serving/)
    } finally {
      await chain.stop()
    }
    expect(alive(chain.pid)).toBe(false)
    await chain.stop()
  })

  it('exports the keys of the default mnemonic', () => {
    testAccounts.forEach((a, i) => expect(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: i }).address).toBe(a.address))
  })
})
