/** Spec part 1 §4 and §9: the session ends after 12 h without activity. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** A used session's expiry moves forward at most this often. */
export const SESSION_REFRESH_SECONDS = 5 * 60;
/** A password-reset link works once, for an hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** The header through which Fastify's idea of the client IP reaches better-auth. */
export const CLIENT_IP_HEADER = 'x-agrovoo-client-ip';
