import { describe } from 'vitest'
import { defineEngineFlows } from './engineFlows'
import { launchWebKit } from './webkitDriver'
import { defineDeepLinkFlows } from './deepLinkFlows'

describe('webkit', () => defineEngineFlows(launchWebKit))
describe('webkit on a phone', () => defineDeepLinkFlows(launchWebKit))
