import { describe, expect, it } from 'vitest'
import { parseTypedData } from './parseTypedData'

const typed = { domain: { name: 'Mail' }, types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }

describe('parseTypedData', () => {
  it('reads JSON or an object and drops the dapp-supplied EIP712Domain type', () => {
    const expected = { domain: { name: 'Mail' }, types: { Mail: typed.types.Mail }, primaryType: 'Mail', message: { contents: 'hi' } }
    expect(parseTypedData(JSON.stringify(typed))).toEqual(expected)
    expect(parseTypedData(typed)).toEqual(expected)
  })

  it('refuses what is not typed data with -32602', () => {
    expect(() => parseTypedData('{not json')).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => parseTypedData({ ...typed, primaryType: undefined })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => parseTypedData(null)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
