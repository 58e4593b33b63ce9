/** One test's name (with its file and the run it belongs to) and how long it took. */
export type TTiming = { name: string; ms: number };

type TVitestReport = {
  testResults?: { name: string; assertionResults?: { fullName?: string; title: string; duration?: number | null }[] }[];
};

/**
 * Every test of a Vitest JSON report with its duration.
 * @example
 * slowestVitest(readFileSync('vitest.json', 'utf8'))[0] // { name: 'apps/server/test/quote.test.ts › should …', ms: 812 }
 */
export function slowestVitest(json: string): TTiming[] {
  const report = JSON.parse(json) as TVitestReport;
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({
      name: `${relative(file.name)} › ${t.fullName ?? t.title}`,
      ms: t.duration ?? 0,
    })),
  );
}

type TPlaywrightSuite = {
  file?: string;
  title: string;
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: TPlaywrightSuite[];
};

/**
 * Every test of a Playwright JSON report with its duration (retries added), named with the run's label.
 * @example
 * slowestPlaywright(readFileSync('playwright.json', 'utf8'), 'pglite')
 */
export function slowestPlaywright(json: string, label: string): TTiming[] {
  const report = JSON.parse(json) as { suites?: TPlaywrightSuite[] };
  const out: TTiming[] = [];
  const walk = (suite: TPlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      out.push({ name: `e2e ${label}: ${file} › ${spec.title}`, ms });
    }
    for (const inner of suite.suites ?? []) walk(inner, inner.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return out;
}

const relative = (path: string) => path.replace(/^.*?\/(apps|packages|scripts|eslint)\//, '$1/');
