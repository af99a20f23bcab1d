import { ConnectButton } from './ConnectButton'

// Rendered on the server at every request (a server component), with the one client component that owns the modal.
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Next.js App Router with Airlock</h1>
      <p id="rendered">Rendered on the server at {new Date().toISOString()}</p>
      <ConnectButton />
    </main>
  )
}
