/** The widest place searches: one letter, a common word, and a comma qualifier (which reads the whole range of 'san'). */
export const GEO_BENCH_QUERIES = [
  's',
  'a',
  'par',
  'new y',
  'lisb',
  'san, chile',
  'san',
  'mu',
  'be',
  'ciudad de',
] as const;
