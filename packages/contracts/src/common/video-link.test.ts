import { describe, expect, it } from 'vitest';
import { normaliseVideoLink, VIDEO_LINK_MSG } from './video-link';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0';

describe('normaliseVideoLink', () => {
  it('should normalise a watch link', () => {
    expect(normaliseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(EMBED);
  });

  it('should normalise a short link', () => {
    expect(normaliseVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(EMBED);
  });

  it('should normalise an embed link', () => {
    expect(normaliseVideoLink('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(EMBED);
  });

  it('should accept links without www, without a scheme, over http and with surrounding spaces', () => {
    expect(normaliseVideoLink('https://youtube.com/watch?v=dQw4w9WgXcQ')).toBe(EMBED);
    expect(normaliseVideoLink('youtu.be/dQw4w9WgXcQ')).toBe(EMBED);
    expect(normaliseVideoLink('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(EMBED);
    expect(normaliseVideoLink('  https://m.youtube.com/watch?v=dQw4w9WgXcQ  ')).toBe(EMBED);
  });

  it('should drop extra parameters, including a previous autoplay', () => {
    expect(normaliseVideoLink('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s')).toBe(EMBED);
    expect(normaliseVideoLink('https://youtu.be/dQw4w9WgXcQ?si=abc&t=10')).toBe(EMBED);
    expect(normaliseVideoLink('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')).toBe(EMBED);
  });

  it('should refuse ids that are not 11 characters', () => {
    expect(normaliseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull();
    expect(normaliseVideoLink('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
    expect(normaliseVideoLink('https://www.youtube.com/embed/')).toBeNull();
    expect(normaliseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgX!Q')).toBeNull();
  });

  it('should refuse other hosts, schemes and shapes', () => {
    expect(normaliseVideoLink('https://vimeo.com/76979871')).toBeNull();
    expect(normaliseVideoLink('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(normaliseVideoLink('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBeNull();
    expect(normaliseVideoLink('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(normaliseVideoLink('ftp://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(normaliseVideoLink('https://user@youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(normaliseVideoLink('')).toBeNull();
    expect(normaliseVideoLink('not a link')).toBeNull();
  });

  it('should carry the spec message', () => {
    expect(VIDEO_LINK_MSG).toBe('Invalid url');
  });
});
