export interface CpuTicks {
  busy: number
  total: number
}
export function readCpuTicks(stat?: string): CpuTicks | undefined
export function busyShare(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined
