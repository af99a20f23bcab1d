import { acceptHandshake } from './requests/bridge/acceptHandshake'
import { modalSettingsClient } from './requests/bridge/modalSettingsClient'
import { markPhase } from './lib/markPhase'
// The modal's styles are index.html's stylesheet (a link the build adds for the entry), not a file
// the first chunk would fetch before it could run.
import './ui/styles/airlock.css'

// The modal's entry, kept to the handshake: `ready` (with a returning visitor's connection) leaves
// for the host as soon as the project's settings are known, before the first chunk (React, the
// store, the first view: some 300 KB) is evaluated. That chunk downloads beside this one
// (preloaded by index.html) and runs once this task is done; a host that only asks who is
// connected has its answer by then (issue 42 #5).
markPhase('entry')
// Inter's Latin face is loaded now, not when the first view's layout first asks for it: index.html
// only preloads the file, and a face starts loading at that first layout, so a modal opened at
// once painted its first frame in the fallback font and swapped to Inter in the next one (at
// `connect` the face was still unloaded in 8 of 8 cold visits; loaded in 8 of 8 with this).
void document.fonts?.load('1em Inter').catch(() => undefined)
const handshake = acceptHandshake(window, modalSettingsClient())
void import('./main').then(({ startModal }) => startModal(handshake))
