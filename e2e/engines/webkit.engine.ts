import { describe } from 'vitest'
import { defineEngineFlows } from './engineFlows'
import { launchWebKit } from './webkitDriver'

describe('webkit', () => defineEngineFlows(launchWebKit))
