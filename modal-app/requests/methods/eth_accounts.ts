import { defineMethod } from './MethodSpec'

/** eth_accounts: the connected account, or none; never a prompt. Asked during a restore (a dapp's first question after a reload), it waits for the restored account instead of answering none. */
export default defineMethod({ method: 'eth_accounts', namespaces: ['eip155'], policy: 'account', accounts: 'list', awaitsRestore: true })
