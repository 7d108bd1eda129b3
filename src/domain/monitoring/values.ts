/** Spec part 1 §3 'Client error log entry' types. */
export const CLIENT_ERROR_TYPES = ['boundary', 'error', 'rejection'] as const;
