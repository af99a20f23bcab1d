import { describe, expect, it } from 'vitest'
import { dispatchRpc } from './dispatchRpc'
import { SolanaRpcError } from './SolanaRpcError'

const methods = {
  echo: (params: readonly unknown[]) => params[0],
  bad: () => {
    throw SolanaRpcError.invalidParams('Invalid param: WrongSize')
  },
  broken: () => {
    throw new TypeError('boom')
  },
}

describe('dispatchRpc', () => {
  it('answers requests and batches, keeping ids', () => {
    expect(JSON.parse(dispatchRpc('{"jsonrpc":"2.0","id":"a","method":"echo","params":[5]}', methods, () => {}))).toEqual({ jsonrpc: '2.0', id: 'a', result: 5 })
    const batch = JSON.parse(dispatchRpc('[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]},{"jsonrpc":"2.0","id":2,"method":"nope"}]', methods, () => {}))
    expect(batch).toEqual([{ jsonrpc: '2.0', id: 1, result: 1 }, { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } }])
  })

  it('maps every kind of bad input to its JSON-RPC code without throwing', () => {
    const code = (body: string) => (JSON.parse(dispatchRpc(body, methods, () => {})) as { error: { code: number } }).error.code
    expect(code('{nope')).toBe(-32700)
    expect(code('[]')).toBe(-32600)
    expect(code(JSON.stringify(Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'echo' }))))).toBe(-32600)
    expect(code('{"id":1,"method":"echo"}')).toBe(-32600)
    expect(code('"text"')).toBe(-32600)
    expect(code('{"jsonrpc":"2.0","id":1,"method":"toString"}')).toBe(-32601)
    expect(code('{"jsonrpc":"2.0","id":1,"method":"echo","params":"x"}')).toBe(-32602)
    expect(code('{"jsonrpc":"2.0","id":1,"method":"bad"}')).toBe(-32602)
  })

  it('reports an unexpected failure as -32603 and logs it', () => {
    const lines: string[] = []
    expect(JSON.parse(dispatchRpc('{"jsonrpc":"2.0","id":3,"method":"broken"}', methods, (l) => lines.push(l)))).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32603, message: 'Internal error' } })
    expect(lines[0]).toContain('boom')
  })
})
