import { useAccount, useConnect, useDisconnect, useSignMessage } from 'wagmi'

/** Connect through Airlock, show the account, sign a message, disconnect: wagmi's hooks only. */
export function App() {
  const { address, status } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature } = useSignMessage()
  return (
    <main>
      <h1>Vite, React and wagmi with Airlock</h1>
      <p id="status" data-status={status}>
        {status === 'connected' ? `Connected: ${address}` : 'Not connected'}
      </p>
      {status === 'connected' ? (
        <>
          <button id="sign" type="button" onClick={() => signMessage({ message: 'Hello from Vite' })}>
            Sign a message
          </button>
          <button id="disconnect" type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
          {signature && <p id="signature">{signature}</p>}
        </>
      ) : (
        <button id="connect" type="button" onClick={() => connect({ connector: connectors[0]! })}>
          Connect wallet
        </button>
      )}
    </main>
  )
}
