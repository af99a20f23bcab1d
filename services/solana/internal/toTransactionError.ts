import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as Solana's RPC writes it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`, … */
export type TransactionErrorJson = string | Record<string, unknown>

// litesvm exposes these as const enums (numbers only at run time): the names in Solana's order.
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

function instructionError(err: unknown): TransactionErrorJson {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? 'GenericError'
  const e = err as { code?: number; msg?: string }
  if (typeof e.code === 'number') return { Custom: e.code }
  return { BorshIoError: e.msg ?? '' }
}

/**
 * Turns litesvm's failure into the JSON form Solana's RPC uses in `err` fields (statuses,
 * simulation, transaction meta), which `@solana/web3.js` and wallets parse.
 *
 * @example
 * toTransactionError(svm.sendTransaction(tx) as FailedTransactionMetadata) // { InstructionError: [0, { Custom: 1 }] }
 */
export function toTransactionError(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err: unknown = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
  const e = err as { index?: number; accountIndex?: number; err?: () => unknown }
  if (typeof e.err === 'function') return { InstructionError: [e.index ?? 0, instructionError(e.err())] }
  if (typeof e.accountIndex === 'number') {
    const kind = String(err).includes('Restricted') ? 'ProgramExecutionTemporarilyRestricted' : 'InsufficientFundsForRent'
    return { [kind]: { account_index: e.accountIndex } }
  }
  if (typeof e.index === 'number') return { DuplicateInstruction: e.index }
  return 'SanitizeFailure'
}
