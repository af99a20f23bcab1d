export * from './methodPolicies'
