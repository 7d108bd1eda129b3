/** The server's only source of "now", so tests can fix the date. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
