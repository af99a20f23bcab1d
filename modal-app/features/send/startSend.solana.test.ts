import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorText } from '../../../shared/errors/messages'
import { solanaDevnet } from '../../../shared/networks/networks'
import { startSolana, type RunningSolana } from '../../../services/solana/startSolana'
import { solanaTestAccounts, solanaTestMint } from '../../../services/solana/testAccounts'
import { makeStore } from '../../app/makeStore'
import { solanaTestBalances } from '../../testing/solanaTestBalances'
import { accountUpdated } from '../../state/account/accountSlice'
import { resolveApproval } from '../../requests/approvals/resolveApproval'
import { modalOpened } from '../../state/modal/modalActions'
import { caipNetworkChanged } from '../../state/network/networkSlice'
import { optionsReceived } from '../../state/options/optionsSlice'
import { operatorRuns } from '../../testing/operatorRuns'
import { viewPushed } from '../../state/router/routerSlice'
import { describeInstruction } from '../../wallets/solana/describeInstruction'
import { parseSolanaTransaction } from '../../wallets/solana/parseSolanaTransaction'
import { sendDraftUpdated } from '../../state/send/sendSlice'
import { startSend } from './startSend'

const CAIP = solanaDevnet.caipNetworkId
const wallet = Keypair.fromSeed(Buffer.from(solanaTestAccounts[4]!.seed, 'hex'))
const from = wallet.publicKey.toBase58()
const { sol, ausd } = solanaTestBalances
const mint = new PublicKey(solanaTestMint.address)

let solana: RunningSolana
let connection: Connection

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: () => undefined })
  connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
}, 60_000)

afterAll(async () => {
  await solana?.stop()
})

/** A Solana wallet answering the WalletConnect solana shape: signs as the test account and sends to the chain. */
const walletRequest = async ({ method, params }: { method: string; params?: unknown }) => {
  if (method !== 'solana_signAndSendTransaction') throw new Error(`unexpected ${method}`)
  const tx = Transaction.from(Buffer.from((params as { transaction: string }).transaction, 'base64'))
  tx.sign(wallet)
  return { signature: await connection.sendRawTransaction(tx.serialize()) }
}

function setup(draft: Partial<Parameters<typeof sendDraftUpdated>[0]>, rpcUrl = solana.rpcUrl) {
  const store = makeStore()
  // The modal reads the chain through the operator's RPC (the project's settings), never the page's customRpcUrls.
  store.dispatch(operatorRuns({ rpcUrls: { [CAIP]: rpcUrl } }))
  store.dispatch(optionsReceived({ projectId: 'p', networks: [solanaDevnet] }))
  store.dispatch(caipNetworkChanged(solanaDevnet))
  store.dispatch(accountUpdated({ namespace: 'solana', address: from, status: 'connected' }))
  store.dispatch(modalOpened())
  store.dispatch(viewPushed('Account'))
  store.dispatch(viewPushed('WalletSend'))
  store.dispatch(viewPushed('WalletSendPreview'))
  store.dispatch(sendDraftUpdated(draft))
  const connector = { request: vi.fn(walletRequest) }
  const run = startSend({ getState: store.getState, dispatch: store.dispatch, connector: (ns) => (ns === 'solana' ? connector : undefined) })
  return { store, connector, run }
}

/** The approval the send opened, once planning on the chain is done. */
async function approvalOf(store: ReturnType<typeof makeStore>) {
  // Planning reads the local Solana runtime: under a full npm test on two cores that took more than vi.waitFor's default second.
  await vi.waitFor(() => expect(store.getState().approvals.stack).toHaveLength(1), { timeout: 15_000 })
  return store.getState().approvals.stack[0]!
}

describe('startSend on Solana', () => {
  it('sends SOL through solana_signAndSendTransaction after the approval: it lands, Account, toast, draft reset', async () => {
    const to = Keypair.generate().publicKey
    const { store, connector, run } = setup({ token: sol, sendTokenAmount: '0.5', receiverAddress: to.toBase58() })
    const approval = await approvalOf(store)
    expect(approval.request).toMatchObject({ method: 'solana_signAndSendTransaction', caipNetworkId: CAIP, address: from })
    const shown = approval.request?.params as { transaction: string }
    expect(parseSolanaTransaction(Buffer.from(shown.transaction, 'base64')).instructions.map(describeInstruction)).toEqual([{ kind: 'solTransfer', from, to: to.toBase58(), lamports: 500_000_000n }])
    expect(connector.request).not.toHaveBeenCalled()
    store.dispatch(resolveApproval(approval.id, 'success'))
    const signature = await run
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(connector.request).toHaveBeenCalledWith({ method: 'solana_signAndSendTransaction', params: shown, chainId: CAIP })
    expect(await connection.getBalance(to)).toBe(500_000_000)
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Account'])
    expect(store.getState().notifications).toMatchObject({ message: ErrorText.transactionStarted, variant: 'success' })
    expect(store.getState().send.receiverAddress).toBeUndefined()
  })
  it('sends AUSD to a fresh address, creating its token account in the same transaction', async () => {
    const to = Keypair.generate().publicKey
    const { store, run } = setup({ token: ausd, sendTokenAmount: '1.25', receiverAddress: to.toBase58() })
    const approval = await approvalOf(store)
    const shown = approval.request?.params as { transaction: string }
    expect(parseSolanaTransaction(Buffer.from(shown.transaction, 'base64')).instructions.map((ix) => describeInstruction(ix).kind)).toEqual(['createTokenAccount', 'tokenTransfer'])
    store.dispatch(resolveApproval(approval.id, 'success'))
    await run
    expect((await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, to))).value.amount).toBe('1250000')
  })
  it("a name receiver gets the exact text; a chain that can't prepare the send gets the Solana text; neither asks anything", async () => {
    const named = setup({ token: sol, sendTokenAmount: '1', receiverAddress: 'alice.airlock' })
    await expect(named.run).resolves.toBeUndefined()
    expect(named.store.getState().notifications).toMatchObject({ message: ErrorText.invalidAmountReceiver, variant: 'error' })
    const down = setup({ token: sol, sendTokenAmount: '1', receiverAddress: from }, 'http://127.0.0.1:9')
    await expect(down.run).resolves.toBeUndefined()
    expect(down.store.getState().notifications).toMatchObject({ message: ErrorText.solanaSendFailed, variant: 'error' })
    for (const { store, connector } of [named, down]) {
      expect(store.getState().approvals.stack).toEqual([])
      expect(store.getState().send.loading).toBe(false)
      expect(connector.request).not.toHaveBeenCalled()
    }
  })
  it("a wallet answer without a signature shows 'Something went wrong' and keeps the preview", async () => {
    const { store, connector, run } = setup({ token: sol, sendTokenAmount: '0.1', receiverAddress: Keypair.generate().publicKey.toBase58() })
    connector.request.mockImplementationOnce(async () => ({}) as never)
    store.dispatch(resolveApproval((await approvalOf(store)).id, 'success'))
    await expect(run).resolves.toBeUndefined()
    expect(store.getState().notifications).toMatchObject({ message: ErrorText.somethingWentWrong, variant: 'error' })
    expect(store.getState().router.history.at(-1)?.view).toBe('WalletSendPreview')
  })
})
