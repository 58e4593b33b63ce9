/**
 * Where the console asks on start whether it has a session: public, so a visitor who has none gets 200, not a 401.
 * A file of its own, without zod: the sign-in page's bundle imports it, and stays under its size budget.
 */
export const SESSION_PROBE_PATH = 'session';
