import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './app/App'
import { createAppStore } from './app/createAppStore'

// The handshake starts with the project's settings: ask for them now, beside React's first render
// and the effects chunk's download, not after them (the client, a chunk of its own that the
// effects share, gives this answer to the handshake).
const projectId = new URLSearchParams(location.search).get('projectId')
if (projectId) void import('./bridge/modalSettingsClient').then(({ modalSettingsClient }) => modalSettingsClient()(projectId)).catch(() => undefined)

// The iframe entry: one store and the React tree in #root paint the start view; the features'
// effects and the bridge to the host page follow in their own chunk, fetched at once, so the
// first view doesn't wait for connectors, the RPC router or analytics.
const parts = createAppStore()
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <Provider store={parts.store}>
      <App />
    </Provider>
  </StrictMode>,
)
void import('./app/startEffects').then(({ startEffects }) => startEffects(parts))
