// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountModal } from './mountModal'

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

// jsdom has no top layer: a modal dialog is an open one there.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}

afterEach(() => document.body.replaceChildren())

describe('mountModal', () => {
  it('moves the focus back into the shown modal when the page takes it with the frame as its focused element', async () => {
    const mounted = mountModal(new URL('http://modal.test/'), document.body, 10)
    mounted.show()
    expect(document.activeElement).toBe(mounted.iframe)
    const blur = vi.spyOn(mounted.iframe, 'blur')
    const focus = vi.spyOn(mounted.iframe.contentWindow!, 'focus').mockImplementation(() => undefined)

    window.dispatchEvent(new FocusEvent('focus'))
    // Not inside the page's focus event: the frame is still being swapped in then.
    expect(focus).not.toHaveBeenCalled()
    await nextTask()
    // Through the frame's window, with no blur the modal would see.
    expect(focus).toHaveBeenCalledTimes(1)
    expect(blur).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(mounted.iframe)
    mounted.remove()
  })

  it('leaves the focus where it is while the modal is closed, or once the page focused something of its own', async () => {
    const field = document.body.appendChild(document.createElement('input'))
    const mounted = mountModal(new URL('http://modal.test/'), document.body, 10)
    mounted.attach()
    const focus = vi.spyOn(mounted.iframe.contentWindow!, 'focus').mockImplementation(() => undefined)
    // Closed, with the frame the page's focused element (a click into the waiting frame): left alone.
    mounted.iframe.focus()
    window.dispatchEvent(new FocusEvent('focus'))
    await nextTask()
    expect(focus).not.toHaveBeenCalled()

    // Shown, but the page has moved its focus to a field of its own.
    mounted.show()
    field.focus()
    window.dispatchEvent(new FocusEvent('focus'))
    await nextTask()
    expect(focus).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(field)
    mounted.remove()
  })

  it('stops listening to the page once removed', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const mounted = mountModal(new URL('http://modal.test/'), document.body, 10)
    const listener = add.mock.calls.find(([type]) => type === 'focus')?.[1]
    expect(listener).toBeTypeOf('function')
    mounted.remove()
    expect(remove).toHaveBeenCalledWith('focus', listener)
    add.mockRestore()
    remove.mockRestore()
  })
})
