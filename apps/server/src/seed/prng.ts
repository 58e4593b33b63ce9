/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) and the choices the generator makes with it.
 * Math.random is never used: the same seed gives the same demo content.
 */

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a label, so each stage gets its own stream and changing one stage leaves the others alone. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label = '') {
    const next = splitmix32((seed ^ hashLabel(label)) >>> 0);
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** [0, 1) */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks by weight; `weights` need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
    return list;
  }

  /** `count` distinct values from `list` (or all of it when it is shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    if (count >= list.length) return this.shuffle([...list]);
    if (count * 4 < list.length) {
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < count) {
        const i = Math.floor(this.next() * list.length);
        if (seen.has(i)) continue;
        seen.add(i);
        out.push(list[i]);
      }
      return out;
    }
    return this.shuffle([...list]).slice(0, count);
  }

  /** `count` distinct integers in [min, max]. */
  distinctInts(min: number, max: number, count: number): number[] {
    const span = max - min + 1;
    if (count >= span) return Array.from({ length: span }, (_, i) => min + i);
    const seen = new Set<number>();
    while (seen.size < count) seen.add(this.int(min, max));
    return [...seen];
  }
}

/**
 * Samples indexes 0..n-1 with probability proportional to 1/(rank+1)^s, by binary search over the cumulative weights.
 * @example
 * const zipf = new Zipf(1000, 1); zipf.sample(rng) // 0 most often
 */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(n: number, s: number) {
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) {
      total += 1 / (i + 1) ** s;
      this.cumulative[i] = total;
    }
  }

  sample(rng: Rng): number {
    const c = this.cumulative;
    const r = rng.next() * c[c.length - 1];
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
