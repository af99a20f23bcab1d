export { compileCollectibles, collectiblesSourcePath, type CollectiblesArtifact } from './compileCollectibles'
export { deployCollectibles, NFT_IMAGE_PATH, NFT_METADATA_PATH, type DeployCollectiblesOptions, type DeployedCollectibles } from './deployCollectibles'
export { collectibleAddresses, collectiblesDeployer } from './collectibleAddresses'
export { collectibleArt, ITEM_NAMES, type CollectibleArt, type CollectionSlug } from './collectibleArt'
