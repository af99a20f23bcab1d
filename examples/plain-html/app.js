// The whole integration: make the modal once, open it from a button, show what it reports.
const { createModal, mainnet, base } = window.Airlock
const { projectId, modalUrl, services, customRpcUrls } = window.airlockConfig

const modal = createModal({ projectId, networks: [mainnet, base], modalUrl, services, customRpcUrls })
document.getElementById('connect').onclick = () => modal.open()

const status = document.getElementById('status')
modal.subscribe((state) => {
  status.dataset.status = state.status
  status.textContent = state.status === 'connected' ? `Connected: ${state.address}` : 'Not connected'
})
