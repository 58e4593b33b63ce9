import { stripVTControlCharacters } from 'node:util';

/** One test's name (with its file and the run it belongs to), how long it took and, when it failed, why (first line). */
export type TTiming = { name: string; ms: number; failed?: string };

/** The first three non-empty lines of an error text, without colour codes, in one line of at most 400 characters. */
const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? 'failed')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ')
    .slice(0, 400) || 'failed';

type TVitestReport = {
  testResults?: {
    name: string;
    message?: string;
    status?: string;
    assertionResults?: {
      fullName?: string;
      title: string;
      duration?: number | null;
      status?: string;
      failureMessages?: string[];
    }[];
  }[];
};

/**
 * Every test of a Vitest JSON report with its duration.
 * @example
 * slowestVitest(readFileSync('vitest.json', 'utf8'))[0] // { name: 'apps/server/test/quote.test.ts › should …', ms: 812 }
 */
export function slowestVitest(json: string): TTiming[] {
  const report = JSON.parse(json) as TVitestReport;
  return (report.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).map((t) => ({
      name: `${relative(file.name)} › ${t.fullName ?? t.title}`,
      ms: t.duration ?? 0,
      ...(t.status === 'failed' && { failed: firstLine(t.failureMessages?.join('\n')) }),
    }));
    // A file that fails before its tests run (an import error, a failing beforeAll) has no failed test of its own.
    const fileFailed = file.status === 'failed' && !tests.some((t) => t.failed);
    return fileFailed ? [...tests, { name: relative(file.name), ms: 0, failed: firstLine(file.message) }] : tests;
  });
}

type TPlaywrightSuite = {
  file?: string;
  title: string;
  specs?: {
    title: string;
    tests: { results: { duration: number; status?: string; error?: { message?: string } }[] }[];
  }[];
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
      const results = spec.tests.flatMap((t) => t.results);
      const ms = results.reduce((sum, r) => sum + r.duration, 0);
      const bad = results.find((r) => r.status === 'failed' || r.status === 'timedOut' || r.status === 'interrupted');
      out.push({
        name: `e2e ${label}: ${file} › ${spec.title}`,
        ms,
        ...(bad && { failed: `${bad.status}: ${firstLine(bad.error?.message)}` }),
      });
    }
    for (const inner of suite.suites ?? []) walk(inner, inner.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return out;
}

const relative = (path: string) => path.replace(/^.*?\/(apps|packages|scripts|eslint)\//, '$1/');
