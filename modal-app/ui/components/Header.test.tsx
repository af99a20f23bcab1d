// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from './Header'

let frames: FrameRequestCallback[] = []
let container: HTMLDivElement
let root: Root

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const runFrame = () => frames.splice(0).forEach((callback) => callback(0))
const render = (viewKey: string, extra?: React.ReactNode) =>
  act(() => root.render(<><Header title="Connect Wallet" titleId="t" viewKey={viewKey} onClose={() => undefined} />{extra}</>))

describe('Header focus', () => {
  it('moves focus to the title in the next frame after each navigation', () => {
    render('Connect:1')
    expect(document.activeElement).toBe(document.body)
    runFrame()
    expect(document.activeElement?.id).toBe('t')
  })

  it('leaves focus where a view put it before that frame (Try again after a blocked popup)', () => {
    render('ConnectingSocial:2', <button type="button" data-testid="retry">Try again</button>)
    const retry = container.querySelector<HTMLButtonElement>('[data-testid="retry"]')!
    retry.focus()
    runFrame()
    expect(document.activeElement).toBe(retry)
  })
})
