// @vitest-environment node
/** PUSH_SERVICE_HOSTS entries and the endpoints they let through (the SSRF guard). */

import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  endpointRefusal,
  parsePushServiceHosts,
} from '@server/modules/push/allowlist';
import { describe, expect, it } from 'vitest';

const defaults = parsePushServiceHosts(DEFAULT_PUSH_SERVICE_HOSTS.split(','));

describe('parsePushServiceHosts', () => {
  it('reads host names as https suffixes and origins as exact matches', () => {
    expect(
      parsePushServiceHosts([
        'Push.Example.com',
        'http://127.0.0.1:*',
        'http://localhost:8090',
        'https://[::1]',
      ]),
    ).toEqual([
      { kind: 'suffix', host: 'push.example.com' },
      { kind: 'origin', protocol: 'http:', host: '127.0.0.1', port: '*' },
      { kind: 'origin', protocol: 'http:', host: 'localhost', port: '8090' },
      { kind: 'origin', protocol: 'https:', host: '[::1]', port: '443' },
    ]);
  });

  it.each([
    [[]],
    [['*.googleapis.com']],
    [['127.0.0.1']],
    [['localhost']],
    [['ftp://push.example.com']],
    [['https://push.example.com/path']],
    [['http://127.0.0.1:0']],
    [['http://127.0.0.1:65536']],
    [['http://user@127.0.0.1:*']],
  ])('refuses %j', (entries) => {
    expect(() => parsePushServiceHosts(entries)).toThrow();
  });
});

describe('endpointRefusal', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://FCM.googleapis.com:443/fcm/send/abc',
  ])('lets %s through by default', (endpoint) => {
    expect(endpointRefusal(endpoint, defaults)).toBeNull();
  });

  it.each([
    ['not a url', /not a URL/],
    ['https://evil.example/push', /not on a push service/],
    ['https://fcm.googleapis.com.evil.example/x', /not on a push service/],
    ['https://xfcm.googleapis.com/x', /not on a push service/],
    ['https://fcm.googleapis.com:8443/x', /not on a push service/],
    ['http://fcm.googleapis.com/x', /https/],
    ['http://127.0.0.1:8090/push', /https/],
    ['https://a:b@fcm.googleapis.com/x', /user name/],
    ['file:///etc/passwd', /https/],
  ])('refuses %s by default', (endpoint, reason) => {
    expect(endpointRefusal(endpoint, defaults)).toMatch(reason);
  });

  it('allows http only to a listed origin, on its port unless the port is *', () => {
    const anyPort = parsePushServiceHosts(['http://127.0.0.1:*']);
    expect(endpointRefusal('http://127.0.0.1:39211/push/abc', anyPort)).toBeNull();
    expect(endpointRefusal('http://127.0.0.1/push/abc', anyPort)).toBeNull();
    expect(endpointRefusal('https://127.0.0.1:39211/push/abc', anyPort)).not.toBeNull();
    expect(endpointRefusal('http://127.0.0.2:39211/push/abc', anyPort)).not.toBeNull();
    expect(endpointRefusal('http://localhost:39211/push/abc', anyPort)).not.toBeNull();

    const onePort = parsePushServiceHosts(['http://127.0.0.1:8090']);
    expect(endpointRefusal('http://127.0.0.1:8090/push', onePort)).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:8091/push', onePort)).not.toBeNull();
  });
});
