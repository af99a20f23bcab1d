import { useEffect, useState } from 'react'

/**
 * The value, once it has stopped changing for `ms` (the 300 ms search wait, docs/constants.md#wallet-catalog).
 *
 * @example
 * const term = useDebouncedValue(input, 300)
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
