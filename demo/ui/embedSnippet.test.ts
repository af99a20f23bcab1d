import { expect, it } from 'vitest'
import { requireDeploymentUrls } from '../../shared/options/requireDeploymentUrls'
import { validateOptions } from '../../shared/options/validateOptions'
import { base, mainnet } from '../../host-sdk/networks'
import { embedSnippet } from './embedSnippet'

const env = {
  modalUrl: 'http://127.0.0.1:5174/',
  dataApiUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8788',
  rpcUrls: { '1': 'http://127.0.0.1:8545', '8453': 'http://127.0.0.1:8546' },
}

/** Runs the snippet's inline script against a stand-in `Airlock` and returns the options it passed. */
function optionsOf(snippet: string): Record<string, unknown> {
  const inline = /<script>\n([\s\S]*?)<\/script>/.exec(snippet)![1]!
  let seen: Record<string, unknown> = {}
  const Airlock = {
    mainnet,
    base,
    createModal: (options: Record<string, unknown>) => {
      seen = options
      return { open: async () => undefined, subscribe: () => () => undefined, provider: { on: () => undefined } }
    },
  }
  const document = { getElementById: () => ({}) }
  new Function('Airlock', 'document', inline)(Airlock, document)
  return seen
}

it('loads both classic scripts and has a button to connect with', () => {
  const snippet = embedSnippet(env)
  expect(snippet).toContain('<script src="airlock/index.global.js"></script>')
  expect(snippet).toContain('<script src="airlock/networks.global.js"></script>')
  expect(snippet).toContain('<button id="connect-wallet">')
})

it('passes every option createModal requires, with this stack\'s URLs', () => {
  const options = optionsOf(embedSnippet(env))
  expect(() => validateOptions(options as never)).not.toThrow()
  expect(requireDeploymentUrls(options)).toEqual({
    modalUrl: env.modalUrl,
    services: { registryUrl: env.dataApiUrl, analyticsUrl: env.dataApiUrl, relayUrl: env.relayUrl },
  })
  expect(options).toMatchObject({ projectId: 'airlock-demo', networks: [mainnet, base], customRpcUrls: { 'eip155:1': env.rpcUrls['1'], 'eip155:8453': env.rpcUrls['8453'] } })
})

it('quotes a URL so it stays one string', () => {
  const options = optionsOf(embedSnippet({ ...env, modalUrl: "http://127.0.0.1:5174/?a='b'" }))
  expect(options.modalUrl).toBe("http://127.0.0.1:5174/?a='b'")
})
