// @vitest-environment node
import { resolve } from 'node:path';
import { ConfigError, ENV_VARS, loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';

function errorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      databaseUrl: null,
      staticDir: resolve('dist'),
      logLevel: 'info',
      trustProxy: false,
      publicOrigin: null,
      https: false,
      countryHeader: null,
      operatorToken: null,
    });
    expect([...config.restrictedCountries]).toEqual([]);
    expect(config.push.subject).toBe('mailto:support@kadibet.io');
    expect(config.push.serviceHosts).toContainEqual({ kind: 'suffix', host: 'fcm.googleapis.com' });
    expect(config.push.serviceHosts.every((rule) => rule.kind === 'suffix')).toBe(true);
    expect(config.signIn).toEqual({ captchaAfterFailures: 5, failuresPerAddress: 20 });
    expect(config.tipsPerAccountPerMinute).toBe(10);
    expect(config.links.helpCentre).toBe('https://help.kadibet.io');
    expect(config.links.whatsappPhone).toBe('+254700000000');
    expect(config.links.community.map((link) => link.network)).toEqual([
      'x',
      'telegram',
      'instagram',
      'youtube',
    ]);
  });

  it('documents every variable it reads', () => {
    for (const [name, variable] of Object.entries(ENV_VARS)) {
      expect(variable.description, name).toMatch(/\w{3}/);
    }
    expect(Object.keys(ENV_VARS)).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'PORT',
        'DATABASE_URL',
        'OPERATOR_TOKEN',
        'COMMUNITY_LINKS',
      ]),
    );
  });

  it('parses every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/kadibet',
      TRUST_PROXY: '2',
      PUBLIC_ORIGIN: 'https://casino.example/',
      COUNTRY_HEADER: 'CF-IPCountry',
      RESTRICTED_COUNTRIES: 'us, gb ,FR',
      OPERATOR_TOKEN: 'x'.repeat(32),
      PUSH_SUBJECT: 'https://casino.example/contact',
      PUSH_SERVICE_HOSTS: 'push.example.com, http://127.0.0.1:*',
      HELP_CENTRE_URL: '',
      WHATSAPP_PHONE: '+1 555 010 0000',
      COMMUNITY_LINKS: 'Telegram=https://t.me/other',
    });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/kadibet',
      trustProxy: 2,
      publicOrigin: 'https://casino.example',
      https: true,
      countryHeader: 'cf-ipcountry',
    });
    expect([...config.restrictedCountries]).toEqual(['US', 'GB', 'FR']);
    expect(config.push).toEqual({
      subject: 'https://casino.example/contact',
      serviceHosts: [
        { kind: 'suffix', host: 'push.example.com' },
        { kind: 'origin', protocol: 'http:', host: '127.0.0.1', port: '*' },
      ],
    });
    expect(config.links.helpCentre).toBeNull();
    expect(config.links.whatsappPhone).toBe('+15550100000');
    expect(config.links.community).toEqual([{ network: 'telegram', url: 'https://t.me/other' }]);
    expect(
      loadConfig({ SIGNIN_CAPTCHA_AFTER_FAILURES: '0', SIGNIN_FAILURES_PER_IP: '200' }).signIn,
    ).toEqual({ captchaAfterFailures: 0, failuresPerAddress: 200 });
    expect(loadConfig({ TIPS_PER_ACCOUNT_PER_MINUTE: '3' }).tipsPerAccountPerMinute).toBe(3);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HOST', 'bad host'],
    ['DATABASE_URL', 'mysql://db/kadibet'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_ORIGIN', 'ftp://casino.example'],
    ['PUBLIC_ORIGIN', 'https://casino.example/app'],
    ['COUNTRY_HEADER', 'cf ipcountry'],
    ['RESTRICTED_COUNTRIES', 'US,USA'],
    ['OPERATOR_TOKEN', 'short'],
    ['PUSH_SUBJECT', 'support@kadibet.io'],
    ['PUSH_SUBJECT', 'mailto:support'],
    ['PUSH_SUBJECT', 'http://kadibet.io/contact'],
    ['PUSH_SERVICE_HOSTS', '*.googleapis.com'],
    ['PUSH_SERVICE_HOSTS', 'fcm.googleapis.com,ftp://push.example.com'],
    ['PUSH_SERVICE_HOSTS', 'http://127.0.0.1:99999'],
    ['PUSH_SERVICE_HOSTS', ','],
    ['HELP_CENTRE_URL', 'javascript:alert(1)'],
    ['LIVE_SUPPORT_URL', 'not a url'],
    ['WHATSAPP_PHONE', '0700 000 000'],
    ['WHATSAPP_GROUP_URL', 'chat.whatsapp.com/x'],
    ['CALL_CENTRE_PHONE', 'call us'],
    ['COMMUNITY_LINKS', 'x=https://x.com/kadibet,telegram'],
    ['GAME_PROVIDER_ORIGIN', 'https://games.casino.example/play'],
    ['GAME_PROVIDER_ORIGIN', 'http://127.0.0.1:8080'],
    ['GAME_PROVIDER_PORT', '8080'],
    ['GAME_PROVIDER_PORT', 'eighty-one'],
    ['SIGNIN_CAPTCHA_AFTER_FAILURES', '-1'],
    ['SIGNIN_FAILURES_PER_IP', '0'],
    ['TIPS_PER_ACCOUNT_PER_MINUTE', '0'],
  ])('names %s when it is "%s"', (name, value) => {
    const error = errorFor({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message.startsWith(`${name}: `)).toBe(true);
  });

  it('never echoes secrets in its errors', () => {
    expect(errorFor({ DATABASE_URL: 'mysql://root:hunter2@db' }).message).not.toContain('hunter2');
    expect(errorFor({ OPERATOR_TOKEN: 'tooShort' }).message).not.toContain('tooShort');
  });

  it('echoes other bad values so the mistake is visible', () => {
    expect(errorFor({ PORT: 'eighty' }).message).toContain('"eighty"');
  });

  it('says what a push variable expects', () => {
    expect(errorFor({ PUSH_SUBJECT: 'ops@kadibet.io' }).message).toBe(
      'PUSH_SUBJECT: expected mailto:someone@example.com or an https:// URL (got "ops@kadibet.io")',
    );
    expect(errorFor({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,10.0.0.1' }).message).toMatch(
      /^PUSH_SERVICE_HOSTS: "10\.0\.0\.1" is neither a host name .* nor an origin/,
    );
  });

  describe("the game provider's site", () => {
    it('is on a loopback name of its own and the next port by default', () => {
      expect(loadConfig({}).gameProvider).toEqual({
        origin: 'http://localhost:8081',
        port: 8081,
        casinoOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080'],
      });
    });

    it('is never a loopback name for a server listening on every interface', () => {
      // A player on the LAN would be sent a launch URL that points at their own machine.
      for (const HOST of ['0.0.0.0', '::']) {
        const error = errorFor({ HOST, PORT: '3000' });
        expect(error.variable).toBe('PUBLIC_ORIGIN');
        expect(error.message).toContain(`must be set when HOST is ${HOST}`);
      }
      const lan = { HOST: '0.0.0.0', PORT: '3000', PUBLIC_ORIGIN: 'http://192.168.1.20:3000' };
      expect(loadConfig(lan).gameProvider).toEqual({
        origin: 'http://192.168.1.20:3001',
        port: 3001,
        casinoOrigins: ['http://192.168.1.20:3000'],
      });
    });

    it('follows PUBLIC_ORIGIN until GAME_PROVIDER_ORIGIN and GAME_PROVIDER_PORT say otherwise', () => {
      const env = { PUBLIC_ORIGIN: 'https://casino.example', PORT: '3000' };
      expect(loadConfig(env).gameProvider).toEqual({
        origin: 'https://casino.example:3001',
        port: 3001,
        casinoOrigins: ['https://casino.example'],
      });
      const own = { ...env, GAME_PROVIDER_ORIGIN: 'https://games.casino.example/' };
      expect(loadConfig({ ...own, GAME_PROVIDER_PORT: '9000' }).gameProvider).toMatchObject({
        origin: 'https://games.casino.example',
        port: 9000,
      });
    });

    it("refuses the site's own origin, http under an https site and a port past 65535", () => {
      const https = { PUBLIC_ORIGIN: 'https://casino.example' };
      expect(errorFor({ ...https, GAME_PROVIDER_ORIGIN: 'https://casino.example' }).variable).toBe(
        'GAME_PROVIDER_ORIGIN',
      );
      expect(
        errorFor({ ...https, GAME_PROVIDER_ORIGIN: 'http://games.casino.example' }).message,
      ).toMatch(/^GAME_PROVIDER_ORIGIN: must be https/);
      expect(errorFor({ PORT: '65535' }).variable).toBe('GAME_PROVIDER_PORT');
    });
  });
});
