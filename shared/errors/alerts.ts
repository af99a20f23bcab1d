/**
 * The alert catalogue of docs/texts.md#alerts: a title and a description each. The modal shows these as
 * banners; `once` alerts show a single time per modal life. A module of its own, so the modal's
 * first chunk (its alert banner) doesn't take in every error text of `ErrorText`.
 *
 * @example
 * dispatch(alertRaised(AlertKey.invalidAppConfiguration))
 */
export const Alerts = {
  invalidAppConfiguration: {
    title: 'Invalid App Configuration',
    description:
      'Origin is not allowed for this project. Add this origin to the allowlist of your project to use it.',
  },
  sessionExpired: {
    title: 'Session Expired',
    description:
      'Invalid session found on UniversalProvider - please check your time settings and connect again',
  },
  invalidProjectId: { title: 'Invalid Project ID', description: 'Invalid Project ID - update configuration' },
  projectIdNotConfigured: {
    title: 'Project ID Not Configured',
    description: 'Project ID Not Configured - set projectId in createModal',
  },
  networkNotFound: {
    title: 'Network Not Found',
    description: 'Network not found - please make sure it is included in `networks` of createModal',
  },
  endpointNotAllowed: {
    title: 'Service Not Allowed',
    description: "A service URL in createModal is not one of this project's endpoints, so the project's own service is used. Remove it, or name one listed in the project's settings.",
  },
  socialsTimeout: {
    title: 'Embedded wallet failed to load',
    description: 'The embedded wallet failed to load. Please verify that your domain is allowed.',
  },
} as const

export type AlertKey = keyof typeof Alerts
