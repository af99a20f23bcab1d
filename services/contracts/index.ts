export { compileToken, tokenSourcePath, type TokenArtifact } from './compileToken'
export { deployToken, AUSD, INITIAL_MINT, type DeployTokenOptions, type DeployedToken } from './deployToken'
export { tokenAddress } from './tokenAddress'
