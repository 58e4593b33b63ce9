import { DOC_TYPES, type TDocType } from './autocomplete';

/**
 * Mention markup in rich text (part 1 §3): a tag holding the name, the id and the doc type, written
 * `@[Name](DocType:id)` — e.g. `Lunch at @[Bakery Zed](Establishment:7).` Inside the name, `\`, `[` and `]` are
 * escaped with a backslash. Everything outside a tag is plain text and stays as typed.
 * Editors show a mention as `@Name` (its display text); see `applyDisplayEdit` for how edits map back.
 */
export type TMention = { name: string; id: number; docType: TDocType };

/** A run of stored text: plain text, or one mention. */
export type TMentionSegment = { kind: 'text'; text: string } | { kind: 'mention'; mention: TMention; markup: string };

/** What a mention shows as in an editor and in plain text: '@' and the name. */
export const MENTION_TRIGGER = '@';

const MENTION_RE = new RegExp(`@\\[((?:[^\\\\\\[\\]]|\\\\.)*)\\]\\((${DOC_TYPES.join('|')}):(\\d{1,10})\\)`, 'g');

const escapeName = (name: string) => name.replace(/[\\[\]]/g, (c) => `\\${c}`);
const unescapeName = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * The stored tag of one mention.
 * @example
 * serialiseMention({ name: 'Bakery Zed', id: 7, docType: 'Establishment' }) // '@[Bakery Zed](Establishment:7)'
 */
export function serialiseMention(mention: TMention): string {
  // A line break inside a tag would break editing line by line; names are one line.
  const name = mention.name.replace(/\s+/g, ' ').trim();
  return `@[${escapeName(name)}](${mention.docType}:${mention.id})`;
}

/**
 * Splits stored text into plain runs and mentions, in order. Text that only looks like a tag (unknown doc type,
 * no id) stays plain.
 * @example
 * parseMentions('Try @[Fig](Establishment:4)!')
 * // [{ kind: 'text', text: 'Try ' }, { kind: 'mention', mention: { name: 'Fig', id: 4, docType: 'Establishment' }, markup: '@[Fig](Establishment:4)' }, { kind: 'text', text: '!' }]
 */
export function parseMentions(text: string | null | undefined): TMentionSegment[] {
  const segments: TMentionSegment[] = [];
  if (!text) return segments;
  let last = 0;
  for (const match of text.matchAll(MENTION_RE)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({
      kind: 'mention',
      markup: match[0],
      mention: { name: unescapeName(match[1]), docType: match[2] as TDocType, id: Number(match[3]) },
    });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * The mentions of a text, in order (repeats kept).
 * @example
 * mentionsIn('@[Fig](Establishment:4) and @[Lyon](Destination:2)').map((m) => m.id) // [4, 2]
 */
export function mentionsIn(text: string | null | undefined): TMention[] {
  return parseMentions(text).flatMap((s) => (s.kind === 'mention' ? [s.mention] : []));
}

/**
 * The text as a reader sees it: each mention as '@Name'.
 * @example
 * mentionDisplayText('Lunch at @[Fig](Establishment:4).') // 'Lunch at @Fig.'
 */
export function mentionDisplayText(text: string | null | undefined): string {
  return parseMentions(text)
    .map((s) => (s.kind === 'text' ? s.text : `${MENTION_TRIGGER}${s.mention.name}`))
    .join('');
}

type TPlaced = TMentionSegment & { start: number; end: number };
/** A range [from, to) of the display text. */
type TDisplayRange = { from: number; to: number };

/** Segments with their display ranges [start, end). */
function placed(segments: TMentionSegment[]): TPlaced[] {
  let at = 0;
  return segments.map((s) => {
    const length = segmentDisplay(s).length;
    const item = { ...s, start: at, end: at + length };
    at += length;
    return item;
  });
}

const segmentDisplay = (s: TMentionSegment) => (s.kind === 'text' ? s.text : `${MENTION_TRIGGER}${s.mention.name}`);
const segmentMarkup = (s: TMentionSegment) => (s.kind === 'text' ? s.text : s.markup);

/**
 * Replaces the display range [from, to) of stored text with `insert` (already markup). A mention the range
 * overlaps, or an insertion strictly inside one, turns into plain text first: an edited mention is no longer a link.
 * After that both ends fall in plain text or on a mention's edge, so each side maps to stored text exactly.
 */
function splice(markup: string, { from, to }: TDisplayRange, insert: string): string {
  const touched = (s: TPlaced) => (from === to ? s.start < from && from < s.end : s.start < to && from < s.end);
  const segments = placed(
    placed(parseMentions(markup)).map((s): TMentionSegment =>
      s.kind === 'mention' && touched(s) ? { kind: 'text', text: segmentDisplay(s) } : s,
    ),
  );
  let head = '';
  let tail = '';
  for (const s of segments) {
    const text = segmentMarkup(s);
    if (s.end <= from) head += text;
    else if (s.start < from) head += text.slice(0, from - s.start);
    if (s.start >= to) tail += text;
    else if (s.end > to) tail += text.slice(to - s.start);
  }
  return head + insert + tail;
}

/**
 * Maps an edit of the display text back to stored text. The edit is found as the one changed range between the
 * old and the new display text (what a textarea's change event gives); mentions it touches become plain text.
 * @example
 * applyDisplayEdit('Hi @[Fig](Establishment:4)', 'Hi @Fig, bye') // 'Hi @[Fig](Establishment:4), bye'
 * applyDisplayEdit('Hi @[Fig](Establishment:4)', 'Hi @Fi') // 'Hi @Fi' (the mention was edited, so it is plain text now)
 */
export function applyDisplayEdit(markup: string, nextDisplay: string, caret?: number): string {
  const before = mentionDisplayText(markup);
  if (before === nextDisplay) return markup;
  let prefix = 0;
  const max = Math.min(before.length, nextDisplay.length);
  while (prefix < max && before[prefix] === nextDisplay[prefix]) prefix += 1;
  // When the caret is known, the change cannot start after it (typing 'a' after 'a' is ambiguous otherwise).
  if (caret !== undefined)
    prefix = Math.min(prefix, Math.max(0, caret - Math.max(0, nextDisplay.length - before.length)));
  let suffix = 0;
  while (suffix < max - prefix && before[before.length - 1 - suffix] === nextDisplay[nextDisplay.length - 1 - suffix])
    suffix += 1;
  const inserted = nextDisplay.slice(prefix, nextDisplay.length - suffix);
  return splice(markup, { from: prefix, to: before.length - suffix }, inserted);
}

/**
 * Puts a mention in place of the display range [from, to) (the '@' and the letters typed after it), followed by a
 * space; answers the new stored text and where the caret goes in the display text.
 * @example
 * insertMention('Go @fi', { from: 3, to: 6 }, { name: 'Fig', id: 4, docType: 'Establishment' })
 * // { markup: 'Go @[Fig](Establishment:4) ', caret: 8 }
 */
export function insertMention(
  markup: string,
  { from, to }: TDisplayRange,
  mention: TMention,
): { markup: string; caret: number } {
  const tag = serialiseMention(mention);
  const [parsed] = parseMentions(tag);
  return { markup: splice(markup, { from, to }, `${tag} `), caret: from + segmentDisplay(parsed).length + 1 };
}

/**
 * The mention being typed at the caret: an '@' at the start or after a space, bracket or punctuation, followed by
 * at least one letter and no line break, up to `maxLength` characters. `from` is the display index of the '@'.
 * @example
 * mentionQueryAt('Lunch at @bak', 13) // { from: 9, query: 'bak' }
 * mentionQueryAt('mail me@home', 12) // null
 */
export function mentionQueryAt(display: string, caret: number, maxLength = 40): { from: number; query: string } | null {
  const head = display.slice(0, caret);
  const at = head.lastIndexOf(MENTION_TRIGGER);
  if (at < 0) return null;
  const query = head.slice(at + 1);
  if (query.length === 0 || query.length > maxLength || /[\n\r]/.test(query) || /^\s/.test(query)) return null;
  if (at > 0 && !/[\s([{"'“‘,;:.!?-]/.test(head[at - 1])) return null;
  return { from: at, query };
}

/**
 * The display ranges of the mentions of stored text (to keep the caret out of them, or to list them).
 * @example
 * mentionRanges('Hi @[Fig](Establishment:4)') // [{ start: 3, end: 7, mention: { name: 'Fig', id: 4, docType: 'Establishment' } }]
 */
export function mentionRanges(markup: string): { start: number; end: number; mention: TMention }[] {
  return placed(parseMentions(markup)).flatMap((s) =>
    s.kind === 'mention' ? [{ start: s.start, end: s.end, mention: s.mention }] : [],
  );
}
