// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ModalShell } from './ModalShell'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
let root: Root | undefined
afterEach(() => act(() => root?.unmount()))

function render(viewKey: string, open = true) {
  act(() =>
    root!.render(
      <ModalShell open={open} live={open} titleId="t" themeMode="dark" themeVars={{}} shakeId={0} viewKey={viewKey} onClose={() => undefined} header={<h2 id="t">T</h2>}>
        <p>{viewKey}</p>
      </ModalShell>,
    ),
  )
  return document.querySelector('[data-testid="airlock-modal"]')!
}

describe('ModalShell', () => {
  it('animates its height for a navigation only, not while a view fills in nor while closed', async () => {
    root = createRoot(document.body.appendChild(document.createElement('div')))
    expect(render('Connect:1').className).not.toContain('airlock-card-resizing')
    expect(render('AllWallets:2').className).toContain('airlock-card-resizing')
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
    expect(render('AllWallets:2').className).not.toContain('airlock-card-resizing')
    expect(render('Connect:1', false).className).not.toContain('airlock-card-resizing')
  })
})
