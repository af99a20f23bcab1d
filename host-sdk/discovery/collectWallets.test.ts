// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectWallets, type WalletDirectory } from './collectWallets'

const provider = { request: async () => null }
const announce = (uuid: string) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid, name: uuid, icon: '', rdns: `dev.${uuid}` }, provider: { ...provider } } }))

describe('collectWallets', () => {
  let directory: WalletDirectory | undefined
  const answerRequests = () => announce('present')
  afterEach(() => {
    directory?.destroy()
    window.removeEventListener('eip6963:requestProvider', answerRequests)
  })

  it('lists a wallet that answers the request synchronously without calling onChange while it is being built', () => {
    window.addEventListener('eip6963:requestProvider', answerRequests)
    const onChange = vi.fn()
    directory = collectWallets({}, onChange)
    expect(onChange).not.toHaveBeenCalled()
    expect(directory.list().map((w) => w.uuid)).toEqual(['present'])
  })

  it('calls onChange for a wallet announced later', () => {
    const onChange = vi.fn()
    directory = collectWallets({}, onChange)
    announce('late')
    expect(onChange).toHaveBeenCalledOnce()
    expect(directory.list().map((w) => w.uuid)).toEqual(['late'])
  })
})
