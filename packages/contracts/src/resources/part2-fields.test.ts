import { describe, expect, it } from 'vitest';
import { zUrl } from './part2-fields';
import { ZUserUpdate } from './user';

describe('web addresses (zUrl)', () => {
  it('should accept http(s) addresses and addresses written without a scheme', () => {
    for (const url of ['https://example.com/a?b=1', 'HTTP://EXAMPLE.COM', 'www.example.com', 'example.com/menu', '']) {
      expect(zUrl.safeParse(url).success, url).toBe(true);
    }
  });

  it('should refuse schemes a link would run', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(zUrl.safeParse(url).success, url).toBe(false);
    }
  });

  it('should refuse an address without a dotted host or with another scheme (the URL helper of part 1 §5)', () => {
    for (const url of [
      'localhost',
      'localhost:3000',
      'example',
      'https://example',
      'example.',
      '//example.com',
      'ftp://example.com',
      'not a url',
    ]) {
      expect(zUrl.safeParse(url).success, url).toBe(false);
    }
    expect(zUrl.safeParse('example.com:8080/menu').success).toBe(true);
  });

  it('should hold a user’s profile picture to the picture rule', () => {
    expect(ZUserUpdate.safeParse({ picture: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZUserUpdate.safeParse({ _profile_image: { url: 'data:image/png;base64,AAAA' } }).success).toBe(false);
    expect(
      ZUserUpdate.safeParse({ picture: '/img/ab/cd.jpg', _profile_image: { url: 'https://cdn.example/p.jpg' } })
        .success,
    ).toBe(true);
  });
});
