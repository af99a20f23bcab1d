// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../shared/errors/ProviderRpcError'
import { runAction } from './runAction'

function setup() {
  document.body.innerHTML = '<button>Go</button><output></output>'
  return { button: document.querySelector('button')!, output: document.querySelector('output')! }
}

it('shows pending, then the result', async () => {
  const { button, output } = setup()
  let resolve!: (value: string) => void
  const done = runAction(button, output, () => new Promise((r) => (resolve = r)))
  expect(output.dataset.state).toBe('pending')
  expect(button.getAttribute('aria-busy')).toBe('true')
  resolve('0xabc')
  await done
  expect(output.dataset.state).toBe('ok')
  expect(output.textContent).toBe('0xabc')
  expect(button.hasAttribute('aria-busy')).toBe(false)
})

it('shows the error code and message', async () => {
  const { button, output } = setup()
  await runAction(button, output, async () => {
    throw new UserRejectedRequestError()
  })
  expect(output.dataset.state).toBe('error')
  expect(output.textContent).toMatch(/^Error 4001: /)
})
