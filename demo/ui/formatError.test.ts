import { expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../shared/errors/ProviderRpcError'
import { formatError } from './formatError'

it('shows the code and message of provider errors', () => {
  expect(formatError(new UserRejectedRequestError())).toMatch(/^Error 4001: /)
  expect(formatError({ code: -32602, message: 'Invalid params' })).toBe('Error -32602: Invalid params')
  expect(formatError(new Error('boom'))).toBe('Error: boom')
  expect(formatError('plain')).toBe('Error: plain')
})
