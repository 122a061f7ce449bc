import { describe, expect, it } from 'vitest';
import {
  EVALUATED_AHEAD_ATTRIBUTE,
  evaluateInTurn,
  scriptsEvaluatedAhead,
} from '@/app/boot/evaluate-ahead';
import { requestFirstScreen } from '@/app/boot/first-screen-links';
import { firstScreenPage as page } from '../../../support/first-screen-page';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scriptsEvaluatedAhead', () => {
  it("reads the marked scripts in the template's order, before the links move", () => {
    const doc = page(
      `<link rel="modulepreload" ${EVALUATED_AHEAD_ATTRIBUTE} href="/assets/react.js">` +
        `<link rel="modulepreload" ${EVALUATED_AHEAD_ATTRIBUTE} href="/assets/mantine.js">` +
        '<link rel="modulepreload" href="/assets/start.js">',
    );
    expect(scriptsEvaluatedAhead(doc)).toEqual(['/assets/react.js', '/assets/mantine.js']);
    void requestFirstScreen(doc);
    expect(scriptsEvaluatedAhead(doc)).toEqual([]);
    expect(scriptsEvaluatedAhead(page())).toEqual([]);
  });
});

describe('evaluateInTurn', () => {
  it('imports each script in a task of its own, in order', async () => {
    const imported: string[] = [];
    const done = evaluateInTurn(['/a.js', '/b.js', '/c.js'], async (url) => {
      imported.push(url);
    });
    expect(imported).toEqual([]);
    await nextTask();
    expect(imported).toEqual(['/a.js']);
    await nextTask();
    expect(imported).toEqual(['/a.js', '/b.js']);
    await done;
    expect(imported).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('stops at a script that fails to load, with its error', async () => {
    const imported: string[] = [];
    const failure = new TypeError('Failed to fetch dynamically imported module: /b.js');
    await expect(
      evaluateInTurn(['/a.js', '/b.js', '/c.js'], async (url) => {
        imported.push(url);
        if (url === '/b.js') throw failure;
      }),
    ).rejects.toBe(failure);
    expect(imported).toEqual(['/a.js', '/b.js']);
  });
});
