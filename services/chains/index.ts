export { startAnvil, anvilBinary, type AnvilChain, type StartAnvilOptions } from './startAnvil'
export { testAccounts, TEST_MNEMONIC, type TestAccount } from './testAccounts'
