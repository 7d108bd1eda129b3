import { todayInSaoPaulo } from '../../domain/dates.ts';

/** The server's only source of "now", so tests can fix the date. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Today in São Paulo by the app's clock: what expiry and due dates are measured against. */
export const todayOf = (clock: Clock) => todayInSaoPaulo(clock.now());
