export const metadata = { title: 'Airlock: Next.js App Router' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
