import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-image-source';

describe('tileImageSource', () => {
  it('should allow a plain-http tile server by its origin, subdomains as a wildcard', () => {
    expect(tileImageSource('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileImageSource('http://{s}.tiles.office.lan:8080/{z}/{x}/{y}.png')).toBe('http://*.tiles.office.lan:8080');
  });

  it('should add nothing for https templates, which img-src https: covers', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
