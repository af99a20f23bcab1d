import { describe, expect, it } from 'vitest'
import { projectOfUrl } from './frameAncestorsPlugin'

describe('projectOfUrl', () => {
  it('reads the project from the query of any path, // included', () => {
    expect(projectOfUrl('/?projectId=airlock-demo')?.id).toBe('airlock-demo')
    expect(projectOfUrl('//?projectId=airlock-demo')?.id).toBe('airlock-demo')
    expect(projectOfUrl('/x/?projectId=airlock-demo')?.id).toBe('airlock-demo')
    expect(projectOfUrl('//')).toBeUndefined()
    expect(projectOfUrl('/?projectId=nobody')).toBeUndefined()
  })
})
