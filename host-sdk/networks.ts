// Ready-made network definitions, a separate entry so dapps that bring their own pay nothing.
export * from '../shared/networks/networks'
