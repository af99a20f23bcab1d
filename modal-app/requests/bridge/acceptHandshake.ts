import type { ProjectSettings } from '../../../shared/dataApi/projectSettings'
import type { SettingsClient } from '../../../shared/dataApi/createSettingsClient'
import { SettingsRequestError } from '../../../shared/dataApi/SettingsRequestError'
import type { ModalOptions } from '../../../shared/options/ModalOptions'
import { markPhase } from '../../lib/markPhase'
import { isWindowMessage, PROTOCOL_TAG, PROTOCOL_VERSION, type ReadyMessage, type RestoredConnection } from '../../../shared/protocol/messages'
import type { LastConnection } from '../../wallets/lastConnection'
import { rememberedRecord } from '../../wallets/rememberedRecord'
import { restoredFits } from '../../../shared/protocol/restoredFits'

export type Refusal = 'projectIdNotConfigured' | 'invalidProjectId' | 'invalidAppConfiguration'

export interface Handshake {
  options: ModalOptions
  /** The origin proven by the handshake: the only requester the modal ever shows. */
  hostOrigin: string
  /** host → modal calls. */
  modalPort: MessagePort
  /** modal → host calls. */
  hostPort: MessagePort
  /** This page's remembered record as stored (the connectors take it up as theirs, until their restore confirms it, if it is whole). */
  remembered: Partial<LastConnection> | undefined
  /** What `ready` told the host of it: the modal's first state and events follow from this. */
  told: RestoredConnection | undefined
}

/** What the handshake came to: refused (stays deaf), or accepted with the project's settings and the host's `connect` to come. */
export type HandshakeOutcome = { refused: Refusal } | { settings: ProjectSettings; handshake: Promise<Handshake> }

interface FrameWindow {
  location: { search: string; ancestorOrigins?: { length: number; [i: number]: string } }
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/**
 * The iframe side of the handshake (docs/design.md#the-bridge, steps 2–3). First asks the settings service (the
 * client the modal's build configured, never one the host names) for the project's settings;
 * refuses, and stays deaf, when the project is unknown (`invalidProjectId`), the settings can't be
 * had in time (`invalidAppConfiguration`: an embed nobody vouched for is refused; the embedding
 * page is told so with a `refused` message of reason `settingsUnreachable`, so its `ready()`
 * names the cause instead of timing out as "no modal answered"), or any ancestor origin is not on the
 * project's allow-list (checked with `location.ancestorOrigins`, never `document.referrer`).
 * Otherwise posts `ready` to exactly the parent's origin and accepts the first `connect` whose
 * source is `window.parent`, whose origin is that origin, and which carries two ports. A visitor
 * who was connected on this very page (project and origin) gets it in `ready` (`restored`): the
 * page shows them connected from the modal's first message, before its connectors have even
 * loaded (issue 42 #5); it learns nothing it had not been told on its last visit.
 *
 * @example
 * const result = await acceptHandshake(window, modalSettingsClient())
 * if ('refused' in result) showAlert(result.refused)
 * else { const { options, modalPort, hostPort } = await result.handshake }
 */
export async function acceptHandshake(win: FrameWindow, settingsOf: SettingsClient): Promise<HandshakeOutcome> {
  const query = new URLSearchParams(win.location.search)
  const projectId = query.get('projectId') ?? ''
  if (!projectId) return { refused: 'projectIdNotConfigured' }
  let project: ProjectSettings
  try {
    project = await settingsOf(projectId)
    markPhase('settings')
  } catch (error) {
    if (error instanceof SettingsRequestError && error.code === 'projectNotFound') return { refused: 'invalidProjectId' }
    // Its text is loaded only on this path: it is no part of the modal's first view.
    const to = win.parent === (win as unknown) ? null : (listAncestors(win)[0] ?? query.get('origin'))
    if (to) (await import('./tellSettingsUnreachable')).tellSettingsUnreachable(win.parent, to, projectId, error)
    return { refused: 'invalidAppConfiguration' }
  }
  const ancestors = listAncestors(win)
  const claimed = ancestors[0] ?? query.get('origin') ?? ''
  const allowed = (origin: string) => project.allowedOrigins.includes(origin)
  if (win.parent === (win as unknown) || !claimed || !allowed(claimed) || !ancestors.every(allowed)) {
    return { refused: 'invalidAppConfiguration' }
  }
  const remembered = rememberedRecord(projectId, claimed)
  const told = remembered?.ready
  const handshake = new Promise<Handshake>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (win.parent as unknown) || event.origin !== claimed) return
      if (!isWindowMessage(event.data, 'connect') || event.ports.length !== 2) return
      const options = event.data.options
      if (!options || typeof options !== 'object' || options.projectId !== projectId) return
      win.removeEventListener('message', onMessage)
      // The host drops a remembered connection whose network it no longer offers: so does the modal.
      const fits = restoredFits(told, Array.isArray(options.networks) ? options.networks : [])
      resolve({ options, hostOrigin: claimed, modalPort: event.ports[0]!, hostPort: event.ports[1]!, remembered: fits ? remembered : undefined, told: fits ? told : undefined })
    }
    win.addEventListener('message', onMessage)
  })
  const ready: ReadyMessage = { protocol: PROTOCOL_TAG, version: PROTOCOL_VERSION, type: 'ready' }
  if (told) ready.restored = told
  win.parent.postMessage(ready, claimed)
  markPhase('ready')
  return { settings: project, handshake }
}

function listAncestors(win: FrameWindow): string[] {
  const list = win.location.ancestorOrigins
  if (!list) return []
  const out: string[] = []
  for (let i = 0; i < list.length; i++) out.push(list[i]!)
  return out
}
