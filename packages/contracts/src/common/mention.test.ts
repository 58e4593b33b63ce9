import { describe, expect, it } from 'vitest';
import {
  applyDisplayEdit,
  insertMention,
  mentionDisplayText,
  mentionQueryAt,
  mentionRanges,
  mentionsIn,
  parseMentions,
  serialiseMention,
} from './mention';

const FIG = { name: 'Fig', id: 4, docType: 'Establishment' } as const;
const LYON = { name: 'Lyon', id: 2, docType: 'Destination' } as const;

describe('mention markup', () => {
  it('should write a tag holding the name, the id and the doc type', () => {
    expect(serialiseMention(FIG)).toBe('@[Fig](Establishment:4)');
    expect(serialiseMention({ name: 'Eat [here] \\ now', id: 9, docType: 'List' })).toBe(
      '@[Eat \\[here\\] \\\\ now](List:9)',
    );
    expect(serialiseMention({ name: ' Two\nlines ', id: 1, docType: 'Cuisine' })).toBe('@[Two lines](Cuisine:1)');
  });

  it('should read back what it writes, escapes included', () => {
    for (const mention of [FIG, LYON, { name: 'Eat [here] \\ now', id: 9, docType: 'List' as const }]) {
      expect(mentionsIn(`x ${serialiseMention(mention)} y`)).toEqual([mention]);
    }
  });

  it('should split text into plain runs and mentions in order', () => {
    expect(parseMentions('Try @[Fig](Establishment:4) in @[Lyon](Destination:2)!')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'mention', mention: FIG, markup: '@[Fig](Establishment:4)' },
      { kind: 'text', text: ' in ' },
      { kind: 'mention', mention: LYON, markup: '@[Lyon](Destination:2)' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('should keep plain text plain, including look-alikes with an unknown type or no id', () => {
    expect(parseMentions('mail me@home [x](y) @[Fig](Shop:4) @[Fig](Establishment:)')).toEqual([
      { kind: 'text', text: 'mail me@home [x](y) @[Fig](Shop:4) @[Fig](Establishment:)' },
    ]);
    expect(parseMentions('')).toEqual([]);
    expect(parseMentions(null)).toEqual([]);
  });

  it('should show each mention as @Name', () => {
    expect(mentionDisplayText('Lunch at @[Fig](Establishment:4), then @[Lyon](Destination:2).')).toBe(
      'Lunch at @Fig, then @Lyon.',
    );
    expect(mentionRanges('Hi @[Fig](Establishment:4)')).toEqual([{ start: 3, end: 7, mention: FIG }]);
  });
});

describe('editing through the display text', () => {
  const stored = 'Hi @[Fig](Establishment:4) and more';

  it('should keep a mention when text is typed before or after it', () => {
    expect(applyDisplayEdit(stored, 'Oh, Hi @Fig and more')).toBe('Oh, Hi @[Fig](Establishment:4) and more');
    expect(applyDisplayEdit(stored, 'Hi @Fig, and more')).toBe('Hi @[Fig](Establishment:4), and more');
    expect(applyDisplayEdit(stored, 'Hi @Fig and more!')).toBe('Hi @[Fig](Establishment:4) and more!');
  });

  it('should turn an edited mention into plain text', () => {
    expect(applyDisplayEdit(stored, 'Hi @Fi and more')).toBe('Hi @Fi and more');
    expect(applyDisplayEdit(stored, 'Hi @Fxig and more')).toBe('Hi @Fxig and more');
  });

  it('should drop a mention deleted with the text around it', () => {
    expect(applyDisplayEdit(stored, 'Hi more')).toBe('Hi more');
    expect(applyDisplayEdit(stored, '')).toBe('');
  });

  it('should use the caret to place an ambiguous insertion', () => {
    // 'a' typed after 'Hi ' and before the mention: without the caret the diff could not tell which side.
    expect(applyDisplayEdit('aa@[Fig](Establishment:4)', 'aaa@Fig', 1)).toBe('aaa@[Fig](Establishment:4)');
    expect(applyDisplayEdit('@[Fig](Establishment:4)@[Lyon](Destination:2)', '@Fig @Lyon', 5)).toBe(
      '@[Fig](Establishment:4) @[Lyon](Destination:2)',
    );
  });

  it('should leave the stored text alone when the display text did not change', () => {
    expect(applyDisplayEdit(stored, 'Hi @Fig and more')).toBe(stored);
  });

  it('should insert a mention in place of the typed query and put the caret after it and a space', () => {
    expect(insertMention('Go @fi', { from: 3, to: 6 }, FIG)).toEqual({
      markup: 'Go @[Fig](Establishment:4) ',
      caret: 8,
    });
    expect(insertMention('@ly and @[Fig](Establishment:4)', { from: 0, to: 3 }, LYON)).toEqual({
      markup: '@[Lyon](Destination:2)  and @[Fig](Establishment:4)',
      caret: 6,
    });
  });
});

describe('mentionQueryAt', () => {
  it('should find an @ and the letters typed after it', () => {
    expect(mentionQueryAt('Lunch at @bak', 13)).toEqual({ from: 9, query: 'bak' });
    expect(mentionQueryAt('@bak', 4)).toEqual({ from: 0, query: 'bak' });
    expect(mentionQueryAt('(@New Yo', 8)).toEqual({ from: 1, query: 'New Yo' });
  });

  it('should find nothing for an e-mail, a bare @, a space after @ or a line break', () => {
    expect(mentionQueryAt('mail me@home', 12)).toBeNull();
    expect(mentionQueryAt('say @', 5)).toBeNull();
    expect(mentionQueryAt('say @ x', 7)).toBeNull();
    expect(mentionQueryAt('@ab\ncd', 6)).toBeNull();
    expect(mentionQueryAt('no trigger', 10)).toBeNull();
  });
});
