import { describe } from 'vitest'
import { defineEngineFlows } from './engineFlows'
import { launchFirefox } from './firefoxDriver'
import { defineDeepLinkFlows } from './deepLinkFlows'

describe('firefox', () => defineEngineFlows(launchFirefox))
describe('firefox on a phone', () => defineDeepLinkFlows(launchFirefox))
