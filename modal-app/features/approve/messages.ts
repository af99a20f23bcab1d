/**
 * The approval view's texts. Kept beside the view until they move into ui/locales/en.json
 * (owned elsewhere).
 */
export const approveText = {
  requester: 'Requested by',
  network: 'Network',
  account: 'Account',
  approve: 'Approve',
  reject: 'Reject',
  waitHint: 'Read the request: Approve unlocks in a moment.',
  hiddenHint: 'The request must be fully visible to approve it.',
  message: 'Message',
  to: 'To',
  value: 'Amount',
  data: 'Data',
  tokenTransfer: 'Token transfer',
  tokenRecipient: 'Recipient',
  tokenAmount: 'Amount (base units)',
  contract: 'Contract',
  domain: 'Domain',
  primaryType: 'Type',
  fields: 'Fields',
  method: 'Method',
  params: 'Parameters',
  unreadable: 'This request could not be read.',
  titles: {
    personal_sign: 'Sign message',
    eth_sendTransaction: 'Send transaction',
    eth_signTypedData_v4: 'Sign typed data',
    generic: 'Approve request',
  },
} as const
