import { describe, expect, it } from 'vitest'
import { swapDoneOf, swapFinished } from './swapFinished'
import type { RootState } from '../../store/RootState'

function run(view: string, done: Parameters<typeof swapFinished>[0]) {
  const dispatched: unknown[] = []
  const getState = () => ({ router: { history: [{ view: 'Account' }, { view }] } }) as unknown as RootState
  swapFinished(done)(((action: unknown) => (dispatched.push(action), action)) as never, getState, undefined as never)
  return dispatched
}

describe('swapFinished', () => {
  it('keeps the outcome on the Swap view\'s route entry, where the success state reads it back', () => {
    const [action] = run('Swap', { gave: '0.5 ETH', got: '1,488.123 AUSD', explorerUrl: null }) as [{ payload: Record<string, unknown> }]
    expect(action.payload).toEqual({ swapGave: '0.5 ETH', swapGot: '1,488.123 AUSD', swapExplorerUrl: null })
    expect(swapDoneOf(action.payload)).toEqual({ gave: '0.5 ETH', got: '1,488.123 AUSD', explorerUrl: null })
  })

  it('clears it with null and leaves any other view alone', () => {
    const [cleared] = run('Swap', null) as [{ payload: Record<string, unknown> }]
    expect(swapDoneOf(cleared.payload)).toBeUndefined()
    expect(run('Account', { gave: '1 ETH', got: '2 AUSD', explorerUrl: null })).toEqual([])
    expect(swapDoneOf(undefined)).toBeUndefined()
  })
})
