// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { DisconnectedError } from '../../shared/errors/ProviderRpcError'
import { createEventLog } from './createEventLog'

it('lists events newest first with time and data, and clears', () => {
  document.body.innerHTML = '<ol></ol>'
  const list = document.querySelector('ol')!
  const log = createEventLog(list, 'Nothing yet', () => new Date('2024-05-01T10:20:30.045Z'))
  expect(list.textContent).toBe('Nothing yet')
  log.add('connect', { chainId: '0x1' })
  log.add('chainChanged', '0x2105')
  log.add('disconnect', new DisconnectedError())
  const items = [...list.querySelectorAll('li')]
  expect(items.map((li) => li.dataset.event)).toEqual(['disconnect', 'chainChanged', 'connect'])
  expect(items[1]!.querySelector('code')!.textContent).toBe('"0x2105"')
  expect(items[0]!.querySelector('code')!.textContent).toContain('"code":4900')
  expect(items[2]!.querySelector('time')!.dateTime).toBe('2024-05-01T10:20:30.045Z')
  log.clear()
  expect(list.textContent).toBe('Nothing yet')
})
