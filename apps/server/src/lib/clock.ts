/** The source of "now", injected so tests can freeze time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
