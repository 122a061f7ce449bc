// @vitest-environment node

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_ONLY_HEADERS } from '@server/plugins/security-headers';
import { createTestContext, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('security', { database: false });
});
afterAll(() => ctx?.close());

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/** 'camera=(), fullscreen=*' as feature → allowlist. */
function permissions(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
}

describe('security headers', () => {
  it('sends a CSP the SPA can live with, on API answers and pages alike', async () => {
    const app = await ctx.app();
    for (const url of ['/api/health', '/casino']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:8080' },
      });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('connect-src')).toBe("'self' ws://localhost:8080 wss://localhost:8080");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('worker-src')).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends a Permissions-Policy denying the powerful features the app does not use', async () => {
    const app = await ctx.app();
    for (const url of ['/api/health', '/casino']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = permissions(response.headers['permissions-policy']);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'hid',
        'midi',
        'display-capture',
        'publickey-credentials-get',
        'browsing-topics',
        'clipboard-read',
      ])
        expect(policy.get(feature), feature).toBe('()');
      // Copy buttons write to the clipboard; nothing else may.
      expect(policy.get('clipboard-write')).toBe('(self)');
      // Delegable to a frame that asks for it (the game frame's allow attribute).
      expect(policy.get('fullscreen')).toBe('*');
      expect(policy.get('autoplay')).toBe('*');
    }
  });

  it('keeps a hostile Host header out of the policy', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: "evil.example; script-src 'unsafe-inline'" },
    });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('adds HSTS and upgrade-insecure-requests only behind an https PUBLIC_ORIGIN', async () => {
    const app = await ctx.app({ PUBLIC_ORIGIN: 'https://casino.example' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toBe("'self' wss://casino.example");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  describe('on what is not a document', () => {
    let dist: string;
    beforeAll(() => {
      dist = join(ctx.dataDir, 'dist');
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>KadiBet</title>');
      writeFileSync(join(dist, 'assets', 'start-abc.js'), 'export const a = 1;');
      writeFileSync(join(dist, 'assets', 'start-abc.css'), 'body { margin: 0 }');
      writeFileSync(join(dist, 'assets', 'logo-abc.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      writeFileSync(join(dist, 'assets', 'inter-abc.woff2'), 'wOF2');
      writeFileSync(join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
    });

    it.each([
      '/assets/start-abc.js',
      '/assets/start-abc.css',
      '/assets/logo-abc.png',
      '/assets/inter-abc.woff2',
    ])('sends %s without the headers only a document reads', async (url) => {
      const app = await ctx.app({ STATIC_DIR: dist });
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(response.headers[name], name).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it.each(['/casino', '/icon.svg', '/sw.js', '/api/health'])(
      'keeps every header on %s, which a browser may run as a page or a worker',
      async (url) => {
        const app = await ctx.app({ STATIC_DIR: dist });
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        for (const name of DOCUMENT_ONLY_HEADERS)
          expect(response.headers[name], name).toBeDefined();
      },
    );
  });
});
