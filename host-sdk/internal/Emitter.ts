type Listener = (...args: unknown[]) => void

/** The smallest event emitter EIP-1193 needs (`on`, `removeListener`, `emit`); no Node polyfill. */
export class Emitter {
  #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): this {
    let set = this.#listeners.get(event)
    if (!set) this.#listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  once(event: string, listener: Listener): this {
    const wrapper: Listener = (...args) => {
      this.removeListener(event, wrapper)
      listener(...args)
    }
    return this.on(event, wrapper)
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  emit(event: string, ...args: unknown[]): boolean {
    const set = this.#listeners.get(event)
    if (!set?.size) return false
    for (const listener of [...set]) {
      try {
        listener(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
    return true
  }
}
