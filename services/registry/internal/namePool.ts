/**
 * Word pools for the generated part of the catalog: a prefix and a suffix make a plausible
 * wallet name ("Harbor Vault"), and the pair decides its scheme and domain.
 */
export const namePrefixes = [
  'Aurora', 'Basalt', 'Beacon', 'Birch', 'Cobalt', 'Comet', 'Coral', 'Crest', 'Delta', 'Drift',
  'Ember', 'Falcon', 'Fjord', 'Flux', 'Garnet', 'Glacier', 'Harbor', 'Helix', 'Horizon', 'Indigo',
  'Juniper', 'Kestrel', 'Lumen', 'Lynx', 'Maple', 'Meridian', 'Mosaic', 'Nimbus', 'Nova', 'Onyx',
  'Orbit', 'Pebble', 'Pine', 'Prism', 'Quartz', 'Raven', 'Ridge', 'Sable', 'Sierra', 'Solstice',
  'Sparrow', 'Summit', 'Tidal', 'Topaz', 'Umber', 'Vector', 'Willow', 'Zephyr', 'Anchor', 'Cedar',
]

export const nameSuffixes = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Wallet', 'One', 'Pocket', 'Hub', 'Wallet', 'Link', 'Connect']

/** rdns roots (reversed domains) the generated wallets are spread over. */
export const domainRoots = ['app', 'io', 'com', 'xyz', 'co']
