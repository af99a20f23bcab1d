// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../shared/networks'
import { makeStore } from '../../../app/makeStore'
import { renderInStore } from '../../../testing/renderInStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { sendDraftUpdated } from '../../../state/send/sendSlice'
import WalletSendPreviewView from './WalletSendPreviewView'

// Send goes to the wallet without a second in-modal approval (issue 35 #2), so its press is
// guarded like Approve. The guard's decisions are proven in approvalGuard.test.ts,
// fallbackConfirm.test.ts and the e2e (approval-clickjacking): here `pass` stands in for a press
// the guard let through, and without it the real hook decides (jsdom has no IntersectionObserver
// v2, so the fallback's rules: the delay, then only trusted presses).
const guard = vi.hoisted(() => ({ pass: false }))
vi.mock('../../../ui/guard/useApprovalGuard', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../ui/guard/useApprovalGuard')>()
  return {
    useApprovalGuard: (...args: Parameters<typeof real.useApprovalGuard>) =>
      guard.pass
        ? { armed: true, visible: true, visibilitySupported: true, hint: undefined, confirm: null, bindConfirm: () => ({}), cancelConfirm: () => undefined, bind: (run: () => void) => ({ onPointerDown() {}, onKeyDown() {}, onClick: run }) }
        : real.useApprovalGuard(...args),
  }
})
const sent = vi.hoisted(() => ({ count: 0 }))
vi.mock('../sendDraft', () => ({ sendDraft: () => () => void (sent.count += 1) }))

afterEach(() => {
  guard.pass = false
  sent.count = 0
  vi.useRealTimers()
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  const token = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }
  store.dispatch(sendDraftUpdated({ token, sendTokenAmount: '0.25', receiverAddress: RECEIVER, gasPriceInUSD: 0.01 }))
  return renderInStore(<WalletSendPreviewView />, store)
}

describe('WalletSendPreviewView: Send is guarded like Approve', () => {
  it('keeps its test id and words, disabled for 500 ms with a hint saying why, and a scripted (untrusted) click never sends', () => {
    vi.useFakeTimers()
    const { q } = setup()
    const send = q<HTMLButtonElement>('airlock-send-confirm')!
    expect(send.textContent).toBe('Send')
    expect(send.disabled).toBe(true)
    expect(q('airlock-review-hint')?.textContent).toBe('Check the details: the button unlocks in a moment.')
    act(() => send.click())
    expect(sent.count).toBe(0)
    act(() => void vi.advanceTimersByTime(500))
    expect(q<HTMLButtonElement>('airlock-send-confirm')!.disabled).toBe(false)
    expect(q('airlock-review-hint')).toBeNull()
    act(() => q<HTMLButtonElement>('airlock-send-confirm')!.click())
    act(() => void vi.advanceTimersByTime(2_000))
    expect(sent.count).toBe(0)
    // Nor does it open the confirm step: only a trusted press does.
    expect(q('airlock-approve-confirm-step')).toBeNull()
  })

  it('a press the guard lets through starts the send once', () => {
    guard.pass = true
    const { q } = setup()
    act(() => q<HTMLButtonElement>('airlock-send-confirm')!.click())
    expect(sent.count).toBe(1)
  })
})
