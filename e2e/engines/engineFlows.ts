import { expect, test } from 'vitest'
import { createPublicClient, http, parseEther, recoverMessageAddress, toHex, type Address, type Hex } from 'viem'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { urlsFor } from '../../config/urls'
import type { EngineDriver, LaunchOptions, Where } from './EngineDriver'
import { startWcWallet, type WcWallet } from '../fixtures/wcWallet'
import { engineSession } from './internal/engineSession'
import { noDialogShown } from './internal/noDialogShown'
import { poll } from './internal/poll'
import { signInWithEmail } from './internal/signInWithEmail'

const urls = urlsFor('test')
const DEMO_WALLET = 'dev.airlock.demowallet'
const address = testAccounts[0]!.address
const second = testAccounts[1]!.address
const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const chains = { '1': chain1, '8453': createPublicClient({ transport: http(urls.rpc['8453']) }) }

/** What one engine's run found beyond pass or fail, printed after the run (README's table notes). */
export const findings: string[] = []

/**
 * The cross-engine flows, in order in one browser (each builds on the one before, as a visitor's
 * visit does): the newcomer's path with the demo wallet, sign, send 0.001 ETH (checked on anvil),
 * switch to Base, reload, then email sign-in with the embedded wallet (code from the local
 * mailbox) and a WalletConnect pairing with a real sign-client wallet on the local relay. Every test fails on a page error or console error the engine reports,
 * and on any request that left loopback (the engine goes through a recording proxy).
 *
 * @example
 * describe('firefox', () => defineEngineFlows(launchFirefox))
 */
export function defineEngineFlows(launch: (options: LaunchOptions) => Promise<EngineDriver>) {
  let wcWallet: WcWallet | undefined
  const session = engineSession(launch, {
    stop: async (driver) => {
      await wcWallet?.disconnect().catch(() => undefined)
      await wcWallet?.close()
      if (findings.length > 0) console.log(`${driver?.engine ?? 'engine'} findings:\n- ${findings.join('\n- ')}`)
    },
  })

  const read = (testId: string, where: Where = 'page', attribute?: string) => session.driver.read(testId, where, attribute)
  /** Waits for an element's attribute to read `value`; a timeout names what it read last (an error output's text too). */
  const waitForState = async (testId: string, attribute: string, value: string, where: Where = 'page') => {
    let seen: Awaited<ReturnType<typeof read>>
    await poll(async () => (seen = await read(testId, where, attribute))?.attribute === value, `${testId} [${attribute}=${value}] in the ${where}`).catch(async (error: Error) => {
      const presses = await session.driver.presses?.().catch(() => undefined)
      throw new Error(`${error.message}; it read ${seen ? `[${attribute}=${seen.attribute}] "${seen.text.trim().slice(0, 200)}"` : 'nothing (no such element)'}${presses ? `; last presses: ${presses}` : ''}`)
    })
  }
  const openDemo = async () => {
    await session.driver.goto(urls.demo)
    await poll(async () => (await read('demo-connect')) !== undefined, 'the demo page')
    await poll(() => session.driver.hasModalFrame(), 'the modal iframe')
  }

  /** The press on Approve in the modal, once armed (the approval shown for 500 ms). */
  const pressApprove = async () => {
    await waitForState('airlock-approve', 'data-armed', 'true', 'modal')
    await session.driver.click('airlock-approve-confirm', 'modal')
  }
  /** Which way the press went: taken by the IOv2 guard, the approval window, or the in-frame confirm step (popup blocked). */
  const pathTaken = async () => {
    let path: 'guard' | 'popup' | 'confirm-step' | undefined
    await poll(async () => {
      if (await read('airlock-approval-window-approve', 'popup')) path = 'popup'
      else if (await read('airlock-approve-confirm-step', 'modal')) path = 'confirm-step'
      else if (!(await read('airlock-approve-confirm', 'modal'))) path ??= 'guard'
      return path !== undefined
    }, 'the approval to be taken, to open its window, or to ask for Confirm')
    return path!
  }
  /** Approves in the approval window once its Approve is enabled (500 ms after it shows the approval). */
  const approveInWindow = async () => {
    await poll(async () => (await read('airlock-approval-window-approve', 'popup'))?.disabled === false, "the approval window's Approve to arm")
    await session.driver.click('airlock-approval-window-approve', 'popup')
  }

  /**
   * Approves the request on screen. With IntersectionObserver v2 one guarded press; without it
   * (Firefox and WebKit ship none) the press opens the approval in Airlock's own window, where
   * it is approved (issue 37 #3); where that window is blocked, the in-frame confirm step.
   * Returns which path the engine took.
   */
  const approveInModal = async (): Promise<'guard' | 'popup' | 'confirm-step'> => {
    await pressApprove()
    const path = await pathTaken()
    if (path === 'popup') await approveInWindow()
    if (path === 'confirm-step') await session.driver.click('airlock-approve-confirm-final', 'modal')
    return path
  }

  /** True while neither the Airlock modal nor the demo wallet's prompt is open. */
  const modalClosed = () => noDialogShown(session.driver)
  /** Signs out of whatever is connected, from the modal's Account view (nothing to do when the flow before left nothing connected). */
  const signOut = async () => {
    await poll(modalClosed, 'the modal to be closed')
    if ((await read('demo-status', 'page', 'data-status'))?.attribute !== 'connected') return
    await session.driver.click('demo-connect')
    await session.driver.click('airlock-account-disconnect', 'modal')
    await waitForState('demo-status', 'data-status', 'disconnected')
  }
  /** The Connect view on screen: the modal either stayed open on it after the sign-out, or opens from the demo's Connect. */
  const openConnectView = async () => {
    const open = async () => !(await modalClosed()) && (await read('airlock-view-Connect', 'modal')) !== undefined
    await poll(async () => (await open()) || (await modalClosed()), 'the modal to show Connect or to close')
    if (!(await open())) await session.driver.click('demo-connect')
    await poll(open, 'the Connect view')
  }
  /** The demo's result of a new request: `ok` with another text than `before` (an error fails at once). */
  const freshResult = async (testId: string, before: string | undefined) => {
    const result = await poll(async () => {
      const state = await read(testId, 'page', 'data-state')
      if (state?.attribute === 'error') throw new Error(`${testId}: ${state.text}`)
      return state?.attribute === 'ok' && state.text.trim() !== before ? state.text.trim() : undefined
    }, `a new ${testId}`, 30_000)
    return result
  }
  /** The chain the dapp is on now, as the demo card names it ('Base (8453)'). */
  const dappChain = async () => {
    const id = /\((\d+)\)/.exec((await read('demo-chain'))?.text ?? '')?.[1]
    if (id !== '1' && id !== '8453') throw new Error(`the demo card names no local chain: ${id}`)
    return { id, client: chains[id] }
  }
  /** Sends 0.001 ETH from the dapp's account to the second test account, approved in the modal; returns the receipt. */
  const sendFromDapp = async (from: Address) => {
    const { client } = await dappChain()
    const before = await client.getBalance({ address: second })
    const previous = (await read('demo-send-result'))?.text.trim()
    await session.driver.selectOption('demo-send-to', 'second')
    await session.driver.click('demo-send')
    await poll(async () => (await read('airlock-approve-to', 'modal'))?.text === second, 'the approval to show the recipient', 30_000)
    expect((await read('airlock-approve-value', 'modal'))!.text).toBe('0.001 ETH')
    await approveInModal()
    const receipt = await client.waitForTransactionReceipt({ hash: (await freshResult('demo-send-result', previous)) as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(second.toLowerCase())
    expect((await client.getBalance({ address: second })) - before).toBe(10n ** 15n)
  }

  test('newcomer: the demo loads clean, the demo wallet connects and the address shows on the card', async () => {
    await openDemo()
    await session.driver.click('demo-wallet-toggle')
    await waitForState('demo-wallet-state', 'data-state', 'on')
    await session.driver.click('demo-connect')
    await session.driver.click(`airlock-connector-${DEMO_WALLET}`, 'modal')
    await waitForState('demo-wallet-prompt', 'data-kind', 'connect')
    expect((await read('demo-wallet-prompt'))!.text).toContain(new URL(urls.demo).origin)
    await session.driver.click('demo-wallet-approve')
    await waitForState('demo-status', 'data-status', 'connected')
    expect((await read('demo-address'))!.text.trim()).toBe(address)
  }, 90_000)

  test('sign a message: approved in the modal and in the demo wallet, the signature recovers the address', async () => {
    await session.driver.click('demo-sign')
    findings.push(`sign approval path: ${await approveInModal()}`)
    await waitForState('demo-wallet-prompt', 'data-kind', 'sign')
    await session.driver.click('demo-wallet-approve')
    await waitForState('demo-sign-result', 'data-state', 'ok')
    const signature = (await read('demo-sign-result'))!.text.trim() as Hex
    expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature })).toBe(address)
  }, 60_000)

  test('send 0.001 ETH to the second account: the receipt and both balances are on anvil', async () => {
    const before = { from: await chain1.getBalance({ address }), to: await chain1.getBalance({ address: second }) }
    await session.driver.selectOption('demo-send-to', 'second')
    await session.driver.click('demo-send')
    await poll(async () => (await read('airlock-approve-to', 'modal'))?.text === second, 'the approval to show the recipient', 30_000)
    expect((await read('airlock-approve-value', 'modal'))!.text).toBe('0.001 ETH')
    findings.push(`send approval path: ${await approveInModal()}`)
    await waitForState('demo-wallet-prompt', 'data-kind', 'send')
    await session.driver.click('demo-wallet-approve')
    await waitForState('demo-send-result', 'data-state', 'ok')
    const hash = (await read('demo-send-result'))!.text.trim() as Hex
    const receipt = await chain1.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(second.toLowerCase())
    const after = { from: await chain1.getBalance({ address }), to: await chain1.getBalance({ address: second }) }
    expect(after.to - before.to).toBe(10n ** 15n)
    expect(before.from - after.from).toBe(10n ** 15n + receipt.gasUsed * receipt.effectiveGasPrice)
  }, 60_000)

  test("clickjacking: the page fades its modal out and lays a decoy over Approve; the press only opens Airlock's window, nothing is sent until the visitor approves there", async () => {
    const before = await chain1.getTransactionCount({ address })
    await poll(modalClosed, 'the modal and the demo wallet prompt to be closed after the send')
    await session.driver.click('demo-send')
    await poll(async () => (await read('airlock-approve-to', 'modal'))?.text === second, 'the approval to show the recipient', 30_000)
    await waitForState('airlock-approve', 'data-armed', 'true', 'modal')
    // The dapp's own script: its iframe invisible (opacity 0) under a "claim your reward" text.
    await session.driver.evaluate(`
      const iframe = document.querySelector('iframe[data-airlock="iframe"]')
      iframe.style.opacity = '0'
      const decoy = document.createElement('p')
      decoy.textContent = 'Click the button to claim your reward'
      decoy.id = 'decoy'
      Object.assign(decoy.style, { position: 'fixed', top: '10px', left: '10px', zIndex: '2147483647', pointerEvents: 'none' })
      document.querySelector('dialog[data-airlock="dialog"]').append(decoy)
      return true`)
    // The visitor's press lands on Approve in the invisible frame.
    await session.driver.click('airlock-approve-confirm', 'modal')
    const path = await pathTaken()
    findings.push(`clickjacking (faded modal, press on Approve): ${path}`)
    if (session.driver.engine === 'firefox' || session.driver.engine === 'webkit') expect(path).toBe('popup')
    // The window shows the whole approval: who gets what, on which network.
    const shown = (await read('airlock-approval-window', 'popup'))!.text
    expect(shown).toContain(second)
    expect(shown).toContain('0.001 ETH')
    // The press in the faded frame approved nothing: the wallet was never asked, nothing mined.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(await read('demo-wallet-prompt')).toBeUndefined()
    expect((await read('demo-send-result', 'page', 'data-state'))?.attribute).not.toBe('ok')
    expect(await chain1.getTransactionCount({ address })).toBe(before)
    // Approved in Airlock's window, the send goes through.
    await approveInWindow()
    await waitForState('demo-wallet-prompt', 'data-kind', 'send')
    await session.driver.click('demo-wallet-approve')
    await waitForState('demo-send-result', 'data-state', 'ok')
    const receipt = await chain1.waitForTransactionReceipt({ hash: (await read('demo-send-result'))!.text.trim() as Hex })
    expect(receipt.status).toBe('success')
    expect(await chain1.getTransactionCount({ address })).toBe(before + 1)
    await session.driver.evaluate(`document.querySelector('iframe[data-airlock="iframe"]').style.opacity = ''; document.getElementById('decoy').remove(); return true`)
  }, 90_000)

  test('switch to Base: the dapp hears the new chain', async () => {
    const started = Date.now()
    await poll(modalClosed, 'the Airlock modal and the demo wallet prompt to be closed after the send')
    const closed = Date.now()
    expect((await read('demo-chain'))!.text).toBe('Ethereum (1)')
    await session.driver.click('demo-switch')
    await waitForState('demo-switch-result', 'data-state', 'ok')
    await poll(async () => (await read('demo-chain'))?.text === 'Base (8453)', 'the demo card to show Base')
    findings.push(`switch to Base: the modal closed after ${closed - started} ms, the card showed Base ${Date.now() - closed} ms after`)
  }, 60_000)

  test('reload: the engine restores the demo wallet and the connection on Base', async () => {
    await openDemo()
    await waitForState('demo-wallet-state', 'data-state', 'on')
    // The demo card says 'disconnected' until the modal has restored its session: wait for the
    // connection, and name the state it stayed in when it never came.
    const restored = await poll(async () => (await read('demo-status', 'page', 'data-status'))?.attribute === 'connected', 'the connection to be restored').then(
      () => 'connected',
      async () => `not restored (demo status ${(await read('demo-status', 'page', 'data-status'))?.attribute})`,
    )
    const storage = await session.driver.evaluate<string>(
      `try { localStorage.setItem('airlock-engine-probe', '1'); localStorage.removeItem('airlock-engine-probe'); return 'localStorage usable' } catch (e) { return 'localStorage refused: ' + e }`,
      'modal',
    )
    const kept = await session.driver.evaluate<boolean>(`return localStorage.getItem('airlock:eip155:session') !== null`, 'modal')
    // What the Storage Access API says in the modal's frame (issue 37 #2 decides on it).
    const access = await session.driver.evaluate<string>(`return typeof document.hasStorageAccess === 'function' ? String(await document.hasStorageAccess()) : 'no API'`, 'modal')
    findings.push(`after reload: ${restored}; modal frame ${storage}; stored session ${kept ? 'kept' : 'gone'}; hasStorageAccess ${access}`)
    expect(restored).toBe('connected')
    expect((await read('demo-address'))!.text.trim()).toBe(address)
    await poll(async () => (await read('demo-chain'))?.text === 'Base (8453)', 'the restored chain to be Base')
  }, 60_000)

  test('email sign-in: the code from the local mailbox opens Account with the email, the dapp sees the embedded address, and its send is on chain', async () => {
    await signOut()
    await openConnectView()
    const { notPersistent } = await signInWithEmail(session.driver, 'email')
    findings.push(`email sign-in: recovery code shown${notPersistent ? "; the step says this browser won't keep the wallet" : ''}`)
    await waitForState('demo-status', 'data-status', 'connected')
    const embedded = (await read('demo-address'))!.text.trim() as Address
    expect(embedded).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(embedded).not.toBe(address)
    expect((await read('airlock-account-address', 'modal', 'title'))!.attribute).toBe(embedded)
    // The embedded wallet signs and sends itself (no wallet prompt): funded on the dapp's chain first.
    const { client } = await dappChain()
    await client.request({ method: 'anvil_setBalance', params: [embedded, toHex(parseEther('1'))] } as never)
    await session.driver.click('airlock-close', 'modal')
    await sendFromDapp(embedded)
  }, 120_000)

  test('WalletConnect: a real sign-client wallet pairs through the local relay from the URI the modal shows, signs, and its send is on chain', async () => {
    wcWallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
    await signOut()
    await openConnectView()
    await session.driver.click('airlock-connector-walletConnect', 'modal')
    const uri = await poll(async () => (await read('airlock-wc-copy', 'modal', 'data-uri'))?.attribute, 'the pairing URI')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect((await read('airlock-wc-qr', 'modal', 'data-uri'))?.attribute).toBe(uri)
    expect((await wcWallet.pair(uri)).rejected).toBe(false)
    // The wallet is shown the dapp's origin (the one the bridge handshake proved), not the modal's.
    expect(wcWallet.client.session.get(wcWallet.topic()!).peer.metadata.url).toBe(new URL(urls.demo).origin)
    await poll(async () => (await read('airlock-view-Account', 'modal')) !== undefined, 'Account after the pairing')
    await waitForState('demo-status', 'data-status', 'connected')
    expect((await read('demo-address'))!.text.trim()).toBe(address)
    await session.driver.click('airlock-close', 'modal')

    const previous = (await read('demo-sign-result'))?.text.trim()
    await session.driver.click('demo-sign')
    await approveInModal()
    const signature = (await freshResult('demo-sign-result', previous)) as Hex
    expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature })).toBe(address)
    await poll(modalClosed, 'the modal to close after the signature')
    await sendFromDapp(address)
    expect(wcWallet.requests).toEqual(['session_proposal', 'personal_sign', 'eth_sendTransaction'])
  }, 120_000)
}
