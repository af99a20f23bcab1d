import { describe } from 'vitest'
import { defineEngineFlows } from './engineFlows'
import { launchWebKit } from './webkitDriver'
import { defineDeepLinkFlows } from './deepLinkFlows'
import { definePasskeyWindowFlows } from './passkeyWindowFlows'

describe('webkit', () => defineEngineFlows(launchWebKit))
describe('webkit on a phone', () => defineDeepLinkFlows(launchWebKit))
describe('webkit passkey window', () => definePasskeyWindowFlows(launchWebKit))
