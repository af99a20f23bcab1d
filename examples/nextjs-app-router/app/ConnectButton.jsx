'use client'

import { createModal } from 'airlock'
import { base, mainnet } from 'airlock/networks'
import { useEffect, useState } from 'react'

const deployment = JSON.parse(process.env.NEXT_PUBLIC_AIRLOCK_CONFIG ?? 'null')

/**
 * The modal lives in the browser only: it is made in an effect (never while the server renders,
 * where there is no document), so the server's HTML and the first client render agree and React
 * hydrates without a warning; the state shown comes from the modal once it reports.
 */
export function ConnectButton() {
  const [modal, setModal] = useState()
  const [state, setState] = useState()
  useEffect(() => {
    if (!deployment) throw new Error('Build with NEXT_PUBLIC_AIRLOCK_CONFIG: the JSON of projectId, modalUrl, services and customRpcUrls')
    const { projectId, modalUrl, services, customRpcUrls } = deployment
    const created = createModal({ projectId, networks: [mainnet, base], modalUrl, services, customRpcUrls })
    const unsubscribe = created.subscribe(setState)
    setModal(created)
    return () => {
      unsubscribe()
      created.destroy()
    }
  }, [])
  const connected = state?.status === 'connected'
  return (
    <>
      <button id="connect" type="button" disabled={!modal} onClick={() => void modal?.open()}>
        {connected ? 'Account' : 'Connect wallet'}
      </button>
      <p id="status" data-status={state?.status ?? 'disconnected'}>
        {connected ? `Connected: ${state.address}` : 'Not connected'}
      </p>
    </>
  )
}
