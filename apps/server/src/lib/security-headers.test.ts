import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('should work out helmet’s headers once, with our directives and without HSTS when it is off', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { frameSrc: ['https://www.youtube.com'] } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain('frame-src https://www.youtube.com');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('should send them on answers, 404s and errors alike, and HSTS only over https', async () => {
    const app = Fastify({ trustProxy: true });
    addSecurityHeaders(app, { hsts: false }, { 'strict-transport-security': 'max-age=60' });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/fail']) {
      const res = await app.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const secure = await app.inject({ url: '/ok', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=60');
    await app.close();
  });
});
