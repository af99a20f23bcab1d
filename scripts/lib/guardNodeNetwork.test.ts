import { describe, expect, it, vi } from 'vitest'
import { guardNodeNetwork, type Connectable } from './guardNodeNetwork'

// A stand-in prototype: the test never opens a real connection, so nothing can leave loopback
// even if the guard were broken.
function standIn() {
  const connect = vi.fn(function (this: unknown) {
    return this
  })
  const target: Connectable = { connect }
  return { target, connect }
}

describe('guardNodeNetwork', () => {
  it('refuses and records connections to any address outside loopback, in every connect() form', async () => {
    const { target, connect } = standIn()
    const blocked: string[] = []
    guardNodeNetwork((where) => blocked.push(where), target)
    const destroy = vi.fn()
    const socket = { destroy, connect: target.connect }
    socket.connect({ host: '192.0.2.1', port: 443 })
    socket.connect(80, 'relay.example')
    socket.connect([{ host: '10.0.0.1', port: 8545 }, () => undefined])
    await new Promise((resolve) => process.nextTick(resolve))
    expect(connect).not.toHaveBeenCalled()
    expect(blocked).toEqual(['192.0.2.1:443', 'relay.example:80', '10.0.0.1:8545'])
    expect(destroy).toHaveBeenCalledTimes(3)
    expect(destroy.mock.calls[0]![0]).toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('lets loopback, localhost and unix sockets through, and can be removed', () => {
    const { target, connect } = standIn()
    const blocked: string[] = []
    const remove = guardNodeNetwork((where) => blocked.push(where), target)
    target.connect({ host: '127.0.0.1', port: 18545 })
    target.connect({ host: '::1', port: 1 })
    target.connect(18787, 'localhost')
    target.connect({ port: 18788 })
    target.connect('/tmp/anvil.sock')
    expect(connect).toHaveBeenCalledTimes(5)
    expect(blocked).toEqual([])
    remove()
    expect(target.connect).toBe(connect)
  })
})
