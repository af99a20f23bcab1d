import { describe, expect, it } from 'vitest'
import { projectIdOfUrl } from './projectIdOfUrl'

describe('projectIdOfUrl', () => {
  it('reads the project from the query of any path, // included', () => {
    expect(projectIdOfUrl('/?projectId=airlock-demo')).toBe('airlock-demo')
    expect(projectIdOfUrl('//?projectId=airlock-demo')).toBe('airlock-demo')
    expect(projectIdOfUrl('/x/?projectId=airlock-demo&origin=x')).toBe('airlock-demo')
    expect(projectIdOfUrl('//')).toBeUndefined()
    expect(projectIdOfUrl('/?projectId=')).toBeUndefined()
  })
})
