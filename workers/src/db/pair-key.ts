/** `rooms.pair_key`: the two members' ids, lower first, so a pair has one room whoever opened it. */
export const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;
