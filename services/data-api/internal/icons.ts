/** Icons as data URIs so no response points the browser at an outside host. */
function svg(body: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`).toString('base64')}`
}

export const ethIcon = svg(
  '<circle cx="16" cy="16" r="16" fill="#627EEA"/><path d="M16 4v8.9l7.5 3.3z" fill="#fff" fill-opacity=".6"/><path d="M16 4 8.5 16.2l7.5-3.3z" fill="#fff"/><path d="M16 22v6l7.5-10.4z" fill="#fff" fill-opacity=".6"/><path d="M16 28v-6l-7.5-4.4z" fill="#fff"/><path d="m16 20.6 7.5-4.4-7.5-3.3z" fill="#fff" fill-opacity=".2"/><path d="m8.5 16.2 7.5 4.4v-7.7z" fill="#fff" fill-opacity=".6"/>',
)

export const ausdIcon = svg(
  '<circle cx="16" cy="16" r="16" fill="#1F9D74"/><text x="16" y="22" font-family="Inter,Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">$</text>',
)

export const aeurIcon = svg(
  '<circle cx="16" cy="16" r="16" fill="#2C5FD9"/><text x="16" y="22" font-family="Inter,Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">€</text>',
)

/** A neutral fallback for a token configured without an icon. */
export const genericTokenIcon = svg('<circle cx="16" cy="16" r="16" fill="#8E8E93"/><circle cx="16" cy="16" r="7" fill="#fff" fill-opacity=".7"/>')
