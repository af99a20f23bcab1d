import { describe } from 'vitest'
import { defineEngineFlows } from './engineFlows'
import { launchFirefox } from './firefoxDriver'

describe('firefox', () => defineEngineFlows(launchFirefox))
