import { InvalidParamsError } from '../errors/ProviderRpcError'

/**
 * A `createModal` option the deployment cannot do without is missing or not a URL of the right
 * kind (`modalUrl`, `services.*`). JSON-RPC code -32602 like every options error, plus `option`,
 * the option's path, so a dapp can tell which one.
 *
 * @example
 * throw new MissingOptionError('modalUrl', 'the https URL where the Airlock modal app is deployed')
 */
export class MissingOptionError extends InvalidParamsError {
  override name = 'MissingOptionError'
  readonly option: string

  constructor(option: string, what: string) {
    super({ message: `createModal needs \`${option}\`: ${what}`, data: { option } })
    this.option = option
  }
}
