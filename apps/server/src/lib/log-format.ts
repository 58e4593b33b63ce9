import { isColorSupported, prettyFactory, type MessageFormatFunc } from 'pino-pretty';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type TLogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT wins; unset, a person at a terminal gets short lines, and a file, a pipe or a log collector gets pino's JSON.
 * @example
 * chooseLogFormat(undefined, true) // 'pretty'
 * chooseLogFormat('json', true) // 'json'
 */
export function chooseLogFormat(setting: TLogFormat | undefined, isTTY: boolean | undefined): TLogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

type TRecord = Record<string, unknown>;
type TColors = Parameters<MessageFormatFunc>[3]['colors'];

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const INFO = 30;
const ERROR = 50;

/** Whatever a client or an error put into a URL or message must not move the cursor or recolour the terminal. */
function printable(text: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

function errorOf(record: TRecord): { message?: unknown; stack?: unknown } | undefined {
  const error = record.err ?? record.error;
  return error && typeof error === 'object' ? error : undefined;
}

/** `22:31:05` in the machine's time zone: a person compares it with their own clock. */
function clock(time: unknown): string {
  return new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
}

/**
 * One pino record as a short line: a request as `22:31:05 GET /api/health 200 3 ms`, anything else as its message;
 * warnings and errors say their level and the error's message, errors add the stack on indented lines.
 */
function formatRecord(record: TRecord, colors: TColors): string {
  const level = typeof record.level === 'number' ? record.level : INFO;
  const parts = [colors.gray(clock(record.time))];
  if (level !== INFO) {
    const label = LEVEL_LABELS[level] ?? `LEVEL${level}`;
    parts.push(level >= ERROR ? colors.red(label) : level > INFO ? colors.yellow(label) : label);
  }
  const { method, url, statusCode, responseTime } = record;
  if (
    typeof method === 'string' &&
    typeof url === 'string' &&
    typeof statusCode === 'number' &&
    typeof responseTime === 'number'
  ) {
    const status = statusCode >= 500 ? colors.red : statusCode >= 400 ? colors.yellow : colors.green;
    parts.push(`${printable(method)} ${printable(url)} ${status(String(statusCode))} ${Math.round(responseTime)} ms`);
  } else {
    parts.push(printable(record.msg ?? ''));
  }
  const error = errorOf(record);
  let line = parts.join(' ');
  if (error?.message !== undefined && level > INFO) line += `: ${printable(error.message)}`;
  if (level >= ERROR && typeof error?.stack === 'string') {
    const frames = error.stack.split('\n').filter((frame) => /^\s+at /.test(frame));
    line += frames.map((frame) => `\n    ${printable(frame.trim())}`).join('');
  }
  return line;
}

/**
 * A pino destination that writes each record as a short line to `out`. pino-pretty parses the record, writes anything
 * that is not JSON unchanged and decides on colours (a terminal, NO_COLOR/FORCE_COLOR); the line itself is ours.
 * Synchronous, so the lines keep their order with the start-up messages that main.ts prints.
 */
export function prettyLogStream(
  out: NodeJS.WritableStream,
  colorize = isColorSupported,
): { write(line: string): void } {
  const pretty = prettyFactory({
    colorize,
    // pino-pretty colours the message as a whole; the line colours its own parts.
    customColors: 'message:reset',
    hideObject: true,
    ignore: 'time,level,pid,hostname,reqId,msg,err,error,method,url,statusCode,responseTime',
    // eslint-disable-next-line max-params -- pino-pretty calls it with these
    messageFormat: (record, _messageKey, _levelLabel, { colors }) => formatRecord(record, colors),
  });
  return {
    write(line) {
      const text = pretty(line);
      if (text) out.write(text);
    },
  };
}
