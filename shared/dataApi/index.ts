export type { TokenBalance, Transaction, TransactionTransfer } from './types'
