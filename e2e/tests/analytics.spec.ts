import type { Page } from '@playwright/test'
import { portOffset } from '../../config/urls'
import { defaultDatabasePath, SqliteStorage } from '../../services/fixtures/storage'
import { expect, expectModalOpenInside, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

interface StoredAnalytics {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { event?: string; address?: string }
}

/** The analytics events the stack's SQLite holds for a project, after a given id. */
async function storedEvents(projectId: string, afterId = 0) {
  const storage = SqliteStorage.open({ path: defaultDatabasePath('test', portOffset()) })
  try {
    return await storage.events.list<StoredAnalytics>({ kind: 'analytics', projectId, afterId, limit: 1000 })
  } finally {
    await storage.close()
  }
}

async function lastId(projectId: string) {
  let last = 0
  for (let batch = await storedEvents(projectId); batch.length > 0; batch = await storedEvents(projectId, last)) last = batch[batch.length - 1]!.id
  return last
}

/** Every request any frame of the page makes to the analytics paths. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/e' || path === '/getAnalyticsConfig') seen.push(request.url())
  })
  return seen
}

test('with the demo project, opening and closing the modal reaches the analytics sink', async ({ page, modal }) => {
  const since = await lastId('airlock-demo')
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expectModalOpenInside(modal)
  await page.keyboard.press('Escape')
  await expect.poll(async () => (await storedEvents('airlock-demo', since)).map((e) => e.payload.props.event).sort()).toEqual(['MODAL_CLOSE', 'MODAL_OPEN'])
  const [event] = await storedEvents('airlock-demo', since)
  expect(event!.payload).toMatchObject({ url: new URL(urls.demo).origin, domain: '127.0.0.1', st: 'appkit', sv: 'html-wagmi-4.2.2' })
  expect(event!.payload.eventId).toMatch(/^[0-9a-f-]{36}$/)
})

test('with analytics off (project airlock-no-analytics, features.analytics false) not one analytics request is made', async ({ page }) => {
  const seen = analyticsRequests(page)
  const since = await lastId('airlock-no-analytics')
  await page.goto(await serveTestPage(page, urls.demo, '__t/no-analytics.html', hostPage(`{ projectId: 'airlock-no-analytics', features: { analytics: false } }`)))
  await page.locator('#opener').click()
  await expect(page.frameLocator('iframe[data-airlock="iframe"]').getByTestId('airlock-view-Connect')).toBeVisible()
  await expectModalOpenInside(page.frameLocator('iframe[data-airlock="iframe"]'))
  await page.keyboard.press('Escape')
  // Once more through the SDK, to be sure no event of a second open or close slips through.
  await page.evaluate(async () => {
    const modal = (window as unknown as { modal: { open(): Promise<void>; close(): Promise<void> } }).modal
    await modal.open()
    await modal.close()
  })
  await page.waitForTimeout(1000)
  expect(seen).toEqual([])
  expect(await storedEvents('airlock-no-analytics', since)).toEqual([])
})

test('a project whose settings say analytics is off sends nothing, even when the dapp asks for analytics (issue 12 #6)', async ({ page }) => {
  const seen = analyticsRequests(page)
  const settings: string[] = []
  page.on('request', (r) => r.url().includes('/v1/projects/') && settings.push(new URL(r.url()).pathname))
  const since = await lastId('airlock-no-analytics')
  await page.goto(await serveTestPage(page, urls.demo, '__t/project-off.html', hostPage(`{ projectId: 'airlock-no-analytics', features: { analytics: true } }`)))
  await page.locator('#opener').click()
  await expect(page.frameLocator('iframe[data-airlock="iframe"]').getByTestId('airlock-view-Connect')).toBeVisible()
  await expectModalOpenInside(page.frameLocator('iframe[data-airlock="iframe"]'))
  await page.keyboard.press('Escape')
  await page.waitForTimeout(1000)
  expect(settings).toEqual(['/v1/projects/airlock-no-analytics/settings'])
  expect(seen).toEqual([])
  expect(await storedEvents('airlock-no-analytics', since)).toEqual([])
})
