import type { Database } from '../db/client';

/** Loads demo content on the first start (placeholder until the generator lands). */
export async function seedIfEmpty(_database: Database, _scale: number, _print: (line: string) => void) {}
