import type { THomeEntry } from '@mise/contracts/resources/home-section';

/** A subject as read for the rules and the answers; `rating` (a place's guide rating) stays on the server. */
export type THomeSubject = NonNullable<THomeEntry['subject']> & { rating: number | null };
