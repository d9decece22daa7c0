/** User-facing texts given by SPEC §2 and §8, word for word. */
export const MESSAGES = {
  helpCreating: 'Creating Jira ticket...',
  helpCreated: (ticketId: string) => `Jira ticket ${ticketId} created`,
  helpFailed: 'Error Creating Jira Ticket',
  lookupFailed: 'Error Fetching Lookup Options',
  quotingDisabled: 'Quoting feature is disabled. Please contact your administrator for assistance.',
  unsavedChangesTitle: 'Unsaved Changes',
  unsavedChangesBody: 'You have unsaved changes that will be lost if you continue before saving!',
  unsavedChangesQuestion: 'Continue and discard your unsaved changes?',
  discardChanges: 'Discard Changes',
  cancel: 'Cancel',
  goToCustomerSearch: 'Go to Customer Search',
  requestAssistance: 'Request Assistance',
} as const;
