import type { TStoredObject } from './storage';

/**
 * The most recently served image variants, kept in memory up to a byte budget. Variants never change under their key,
 * so there is nothing to invalidate; this saves a disk or S3 read per request for the pictures a page shows again and again.
 * @example
 * const cache = new VariantCache(64 * 1024 * 1024);
 * cache.set('_variants/w600/destinations/a.jpg', object);
 */
export class VariantCache {
  private readonly items = new Map<string, TStoredObject>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxItemBytes = Math.max(1, Math.floor(maxBytes / 16)),
  ) {}

  get(key: string): TStoredObject | undefined {
    const hit = this.items.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.items.delete(key);
      this.items.set(key, hit);
    }
    return hit;
  }

  set(key: string, object: TStoredObject) {
    if (object.size > this.maxItemBytes || this.items.has(key)) return;
    this.items.set(key, object);
    this.bytes += object.size;
    for (const [oldest, value] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= value.size;
    }
  }
}
