import { describe, expect, it } from 'vitest';
import { describeDevice } from '@/features/account/settings/security/describe-device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140 Safari/537.36 Edg/140',
      'Edge · Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox · Linux'],
    ['curl/8.5', 'curl/8.5'],
    [null, '?'],
  ])('%s → %s', (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });
});
