import { describe, expect, it } from 'vitest'
import { SettingsRequestError } from '../../shared/dataApi/SettingsRequestError'
import { embedRefusal } from './embedRefusal'

const shop = { allowedOrigins: ['https://shop.example'] }
const embed = (projectId: string, origin: string) => `/?projectId=${projectId}&origin=${encodeURIComponent(origin)}`

describe('embedRefusal', () => {
  it('judges only what the host SDK asks for (a frame URL with its origin), and lets an allowed origin through', () => {
    expect(embedRefusal('/?projectId=shop', shop)).toBeUndefined()
    expect(embedRefusal('/x/?projectId=nobody', { error: new SettingsRequestError('projectNotFound', 'nope', 404) })).toBeUndefined()
    expect(embedRefusal(embed('shop', 'https://shop.example'), shop)).toBeUndefined()
  })

  it("an origin not on the project's list: the spec's Invalid App Configuration text, the origin and where to add it", () => {
    expect(embedRefusal(embed('shop', 'https://evil.example'), shop)).toEqual({
      reason: 'originNotAllowed',
      message: "Airlock: Origin is not allowed for this project. Add this origin to the allowlist of your project to use it. Add https://evil.example to the allowedOrigins of project 'shop'.",
    })
  })

  it("an unknown or missing project: the spec's Invalid Project ID text with the service's hint", () => {
    const notFound = new SettingsRequestError('projectNotFound', "Project 'nobody' is not registered with this service: add it to config/projects.json", 404)
    expect(embedRefusal(embed('nobody', 'https://shop.example'), { error: notFound })).toEqual({
      reason: 'unknownProject',
      message: "Airlock: Invalid Project ID - update configuration: Project 'nobody' is not registered with this service: add it to config/projects.json.",
    })
    expect(embedRefusal(embed('', 'https://shop.example'), undefined)).toEqual({ reason: 'unknownProject', message: 'Airlock: Project ID Not Configured - set projectId in createModal.' })
  })

  it('settings the server could not read: the cause and the service to check', () => {
    const refusal = embedRefusal(embed('shop', 'https://shop.example'), { error: new SettingsRequestError('unavailable', 'The settings service could not be reached (http://127.0.0.1:9/v1/projects/shop/settings)') })
    expect(refusal?.reason).toBe('settingsUnreachable')
    expect(refusal?.message).toBe(
      "Airlock: the modal's server could not read the settings of project 'shop' (The settings service could not be reached (http://127.0.0.1:9/v1/projects/shop/settings)). Check that the settings service the modal was built with (VITE_AIRLOCK_SETTINGS_URL) is up and reachable from the modal's server.",
    )
  })
})
