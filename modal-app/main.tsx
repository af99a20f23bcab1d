import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './app/App'
import { makeStore } from './app/makeStore'
import { startBridge } from './bridge/startBridge'

// The iframe entry: one store, the React tree in #root, then the bridge to the host page.
const store = makeStore()
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
startBridge(store)
