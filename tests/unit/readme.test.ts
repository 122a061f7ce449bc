// @vitest-environment node
/** The README must open with the two commands and document every environment variable. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_VARS } from '@server/env';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');

describe('README', () => {
  it('opens with `npm install && npm start` and `npm test`', () => {
    const firstCode = [...readme.matchAll(/```sh\n([^`]+)```/g)]
      .slice(0, 2)
      .map((m) => m[1]?.trim());
    expect(firstCode).toEqual(['npm install && npm start', 'npm test']);
  });

  it('documents every environment variable the server reads', () => {
    for (const name of Object.keys(ENV_VARS)) expect(readme, name).toContain(`\`${name}\``);
  });
});
