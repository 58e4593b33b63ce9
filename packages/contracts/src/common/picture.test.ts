import { describe, expect, it } from 'vitest';
import { ZUserReviewUpdate } from '../resources/review';
import { SETTING_VALUE_SCHEMAS } from '../resources/setting';
import { PICTURE_URL_MSG, ZPictureList, isPictureUrl } from './picture';

const OURS = '/img/destinations/2f1c7c1e-8d55-4e5e-9a53-0c8a4b1d2e3f.jpg';

describe('isPictureUrl', () => {
  it('should accept our own stored files, with or without a width', () => {
    expect(isPictureUrl(OURS)).toBe(true);
    expect(isPictureUrl(`${OURS}?w=300`)).toBe(true);
    expect(isPictureUrl('/img/assets/clip.mp4')).toBe(true);
  });

  it('should accept absolute http and https addresses in any letter case', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      'http://example.org/b.png?x=1#y',
      'HTTPS://EXAMPLE.COM/C.JPG',
      'https://[2606:2800:220:1::1]/a.jpg',
    ]) {
      expect(isPictureUrl(url), url).toBe(true);
    }
  });

  it('should refuse script, inline data, other schemes and anything the browser would read as another host or path', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/png;base64,AAAA',
      'DATA:image/png;base64,AAAA',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x.png',
      '\\\\evil.example\\x.png',
      'https:/evil.example/x.png',
      'https:\\\\evil.example/x.png',
      'https://',
      'https:// example.org/a.jpg',
      ' https://example.org/a.jpg',
      'https://example.org/a.jpg\n',
      '/img/../api/users',
      '/img/.hidden.jpg',
      '/img/_variants/w300/a.jpg',
      '/img/a.jpg?w=300&x=1',
      '/api/users',
      'img/a.jpg',
      '',
    ]) {
      expect(isPictureUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe('picture schemas', () => {
  it('should refuse a hostile url in a picture list, naming the entry and field', () => {
    const result = ZPictureList.safeParse([
      { id: 'a', url: OURS },
      { id: 'b', url: 'javascript:alert(1)' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [1, 'url'], message: PICTURE_URL_MSG })]);
    expect(ZPictureList.safeParse([{ id: 'a', url: OURS, thumbnail: 'data:image/png;base64,AAAA' }]).success).toBe(
      false,
    );
  });

  it('should apply the same rule to single pictures: review pictures and the sign-in screen setting', () => {
    expect(ZUserReviewUpdate.safeParse({ lgPicture: { id: 'a', url: 'javascript:alert(1)' } }).success).toBe(false);
    expect(ZUserReviewUpdate.safeParse({ lgPicture: { id: 'a', url: OURS } }).success).toBe(true);
    const screen = SETTING_VALUE_SCHEMAS.authScreenConfig;
    expect(screen.safeParse({ lgPicture: { id: 'a', url: '//evil.example/x.png' }, smPicture: null }).success).toBe(
      false,
    );
    expect(
      screen.safeParse({ lgPicture: { id: 'a', url: 'https://example.org/a.jpg' }, smPicture: null }).success,
    ).toBe(true);
  });
});
