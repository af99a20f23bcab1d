/**
 * Account view texts added with the injected connector. Kept beside the view until they move
 * into ui/locales/en.json (owned elsewhere).
 */
export const accountText = {
  explorer: 'Block explorer',
  connectedWith: 'Connected with {name}',
} as const
