import { describe, expect, it } from 'vitest'
import { InvalidParamsError, ProviderRpcError, UserRejectedRequestError } from '../errors/ProviderRpcError'
import { connectApi, exposeApi } from './channel'

interface TestApi {
  echo(value: unknown): Promise<unknown>
  reject(code: number): Promise<never>
  never(): Promise<never>
}

function setup(timeoutMs = 1_000) {
  const { port1, port2 } = new MessageChannel()
  const api: TestApi = {
    echo: async (value) => value,
    reject: async (code) => {
      throw code === 4001 ? new UserRejectedRequestError({ data: { why: 'test' } }) : { code, message: 'custom', data: [1] }
    },
    never: () => new Promise(() => undefined),
  }
  exposeApi(api, port1, ['echo', 'reject', 'never'])
  const remote = connectApi<TestApi>(port2, ['echo', 'reject', 'never'], () => timeoutMs)
  return { remote, raw: port2, port1 }
}

/** Sends a raw comlink message on the port and waits for the reply with that id. */
function rawCall(port: MessagePort, message: Record<string, unknown>) {
  return new Promise<{ type: string; name?: string; value: { isError?: boolean; value?: { code: number; message: string } } }>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data?.id !== message.id) return
      port.removeEventListener('message', onMessage as EventListener)
      resolve(event.data)
    }
    port.addEventListener('message', onMessage as EventListener)
    port.start()
    port.postMessage(message)
  })
}

describe('hardened comlink channel', () => {
  it('round-trips values', async () => {
    const { remote } = setup()
    await expect(remote.echo({ a: [1, 'b'] })).resolves.toEqual({ a: [1, 'b'] })
  })

  it('keeps error class, code, message and data across the bridge', async () => {
    const { remote } = setup()
    const error = await remote.reject(4001).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.', data: { why: 'test' } })
    await expect(remote.reject(4242)).rejects.toMatchObject({ code: 4242, message: 'custom', data: [1] })
  })

  it('refuses SET on a prototype path and leaves Object.prototype untouched', async () => {
    const { raw } = setup()
    const reply = await rawCall(raw, { id: 'a1', type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 'yes' } })
    expect(reply.value.value?.code).toBe(-32600)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['CONSTRUCT', ['echo']],
    ['GET', ['echo']],
    ['ENDPOINT', []],
    ['RELEASE', []],
  ])('refuses %s messages', async (type, path) => {
    const { raw, remote } = setup()
    const reply = await rawCall(raw, { id: `t-${type}`, type, path, argumentList: [] })
    expect(reply.value.isError).toBe(true)
    await expect(remote.echo(1)).resolves.toBe(1)
  })

  it.each([[['constructor', 'constructor']], [['__proto__']], [['prototype']], [['echo', 'call']], [['missing']]])(
    'refuses path %j',
    async (path) => {
      const { raw } = setup()
      const reply = await rawCall(raw, { id: 'p1', type: 'APPLY', path, argumentList: [] })
      expect(reply.value.value?.code).toBe(-32601)
    },
  )

  it('refuses handler-encoded arguments (no proxies through the bridge)', async () => {
    const { raw } = setup()
    const reply = await rawCall(raw, { id: 'h1', type: 'APPLY', path: ['echo'], argumentList: [{ type: 'HANDLER', name: 'proxy', value: null }] })
    expect(reply.value.value?.code).toBe(-32600)
  })

  it('times out a call that never answers', async () => {
    const { remote } = setup(50)
    await expect(remote.never()).rejects.toMatchObject({ code: 4900 })
  })

  it('tells the caller which call it gave up on at its deadline, with its arguments', async () => {
    const { port1, port2 } = new MessageChannel()
    exposeApi({ echo: async (v: unknown) => v, reject: async () => Promise.reject(new Error('x')), never: () => new Promise<never>(() => undefined) }, port1, ['echo', 'reject', 'never'])
    const abandoned: [string, readonly unknown[]][] = []
    const remote = connectApi<TestApi>(port2, ['echo', 'reject', 'never'], () => 50, { onDeadline: (m, args) => abandoned.push([m, args]) })
    await expect(remote.never()).rejects.toMatchObject({ code: 4900 })
    await remote.echo({ id: 'r1' })
    expect(abandoned).toEqual([['never', []]])
  })

  it('gives up a short call at its deadline while a longer one made before it still waits', async () => {
    const { port1, port2 } = new MessageChannel()
    const never = () => new Promise<never>(() => undefined)
    exposeApi({ echo: async (v: unknown) => v, reject: never, never }, port1, ['echo', 'reject', 'never'])
    const remote = connectApi<TestApi>(port2, ['echo', 'reject', 'never'], (method) => (method === 'reject' ? 60_000 : 50))
    const long = remote.reject(1)
    const started = Date.now()
    await expect(remote.never()).rejects.toMatchObject({ code: 4900 })
    expect(Date.now() - started).toBeLessThan(1_000)
    remote.dispose(new UserRejectedRequestError({ message: 'done' }))
    await expect(long).rejects.toMatchObject({ message: 'done' })
  })

  it('sends plain comlink APPLY messages and rejects a reply in any other form instead of hanging', async () => {
    const { port1, port2 } = new MessageChannel()
    const seen: unknown[] = []
    port1.onmessage = (event) => {
      seen.push(event.data)
      port1.postMessage({ id: event.data.id, type: 'HANDLER', name: 'proxy', value: {} })
    }
    const remote = connectApi<TestApi>(port2, ['echo', 'reject', 'never'], () => 5_000)
    const error = await remote.echo({ a: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(seen).toEqual([{ id: expect.any(String), type: 'APPLY', path: ['echo'], argumentList: [{ type: 'RAW', value: { a: 1 } }] }])
    port1.close()
  })

  it('ignores replies to ids it never sent and answers the right call', async () => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = (event) => {
      port1.postMessage({ id: 'not-a-call', type: 'RAW', value: 'stray' })
      port1.postMessage({ id: event.data.id, type: 'RAW', value: 'mine' })
    }
    const remote = connectApi<TestApi>(port2, ['echo', 'reject', 'never'], () => 5_000)
    await expect(remote.echo(1)).resolves.toBe('mine')
    port1.close()
  })

  it('lastHeard moves with every message from the other side, answered or not', async () => {
    const { remote } = setup()
    const before = remote.lastHeard()
    await new Promise((r) => setTimeout(r, 20))
    await remote.echo(1)
    expect(remote.lastHeard()).toBeGreaterThan(before)
  })

  it('rejects pending calls with the dispose error and refuses new ones', async () => {
    const { remote } = setup(5_000)
    const pending = remote.never()
    const gone = new UserRejectedRequestError({ message: 'closed' })
    remote.dispose(gone)
    await expect(pending).rejects.toBe(gone)
    await expect(remote.echo(1)).rejects.toBe(gone)
  })

  it('maps uncloneable arguments to -32602 and keeps working', async () => {
    const { remote } = setup()
    const error = await remote.echo(() => 1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidParamsError)
    await expect(remote.echo('ok')).resolves.toBe('ok')
  })

  it('answers a function that throws instead of rejecting, and one whose answer cannot be cloned, with coded errors', async () => {
    const { port1, port2 } = new MessageChannel()
    const api = {
      prefix: 'me:',
      async name(this: { prefix: string }, value: string) {
        return this.prefix + value
      },
      boom: (() => {
        throw new UserRejectedRequestError()
      }) as () => Promise<never>,
      async uncloneable() {
        return () => 1
      },
    }
    type Remote = { name(value: string): Promise<string>; boom(): Promise<never>; uncloneable(): Promise<unknown> }
    exposeApi(api as unknown as Remote, port1, ['name', 'boom', 'uncloneable'])
    const remote = connectApi<Remote>(port2, ['name', 'boom', 'uncloneable'], () => 1_000)
    await expect(remote.name('x')).resolves.toBe('me:x')
    await expect(remote.boom()).rejects.toMatchObject({ code: 4001 })
    await expect(remote.uncloneable()).rejects.toMatchObject({ code: -32603, message: 'Unserializable return value' })
    await expect(remote.name('y')).resolves.toBe('me:y')
  })
})
