export { NAME_SUFFIX, checkNameLabel, coinTypeOf, fullName, type NameCheck, type NameProblem } from './nameRules'
export type { CoinType, NameSuggestions, ProfileAccount, RegisterNameBody, RegisterNameError, RegisterNameMessage } from './profileTypes'
