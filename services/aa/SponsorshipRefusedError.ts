// One class on both sides: the paymaster throws it, the modal hands it to the dapp with its own text.
export { SponsorshipRefusedError, type SponsorshipRefusal, type SponsorshipRefusedData } from '../../shared/errors/SponsorshipRefusedError'
