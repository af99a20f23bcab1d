import { useEffect, useState } from 'react'

/**
 * Whole seconds until `until` (epoch ms), rounded up and never below 0, updated every second
 * while it counts down (the resend cooldown's visible countdown).
 *
 * @example
 * const left = useSecondsLeft(sentAt + 30_000) // 30, 29, … 0
 */
export function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return seconds
}
