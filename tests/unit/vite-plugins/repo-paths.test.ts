// @vitest-environment node
/** The first-screen manifest's repository paths as the build's tests on module ids. */
import { describe, expect, it } from 'vitest';
import { isRouteSplitOf, isUnderPaths, missingPaths } from '../../../vite-plugins/repo-paths';

const root = '/repo/';

describe('repository paths as module id tests', () => {
  const inShell = isUnderPaths(root, ['src/app', 'src/features/home/HomePage.tsx']);

  it('takes a folder with everything under it, and a file as itself', () => {
    expect(inShell('/repo/src/app/start.tsx')).toBe(true);
    expect(inShell('/repo/src/app/boot/early-install-prompt.ts')).toBe(true);
    expect(inShell('/repo/src/features/home/HomePage.tsx')).toBe(true);
  });

  it('does not take a sibling whose name only starts the same', () => {
    expect(inShell('/repo/src/application.ts')).toBe(false);
    expect(inShell('/repo/src/features/home/HomePage.tsx.bak')).toBe(false);
    expect(inShell('/repo/src/features/home/HomePageOld.tsx')).toBe(false);
  });

  it("reads Windows' backslashes", () => {
    expect(isUnderPaths('C:\\repo', ['src/app'])('C:\\repo\\src\\app\\start.tsx')).toBe(true);
  });

  it('finds a package wherever node_modules really is (a linked folder, a nested copy)', () => {
    const notifications = isUnderPaths(root, ['node_modules/@mantine/notifications']);
    expect(notifications('/elsewhere/node_modules/@mantine/notifications/esm/index.mjs')).toBe(
      true,
    );
    expect(notifications('/repo/node_modules/@mantine/notifications-extra/index.mjs')).toBe(false);
  });

  it("tells a route's split parts from the route file itself", () => {
    const homeSplit = isRouteSplitOf(root, 'src/routes/index.tsx');
    expect(homeSplit('/repo/src/routes/index.tsx?tsr-split=component---loader')).toBe(true);
    expect(homeSplit('/repo/src/routes/index.tsx')).toBe(false);
    expect(isUnderPaths(root, ['src/routes/index.tsx'])('/repo/src/routes/index.tsx?x=1')).toBe(
      false,
    );
  });

  it('names the paths that were renamed or moved', () => {
    const here = `${__dirname}/../../..`;
    expect(
      missingPaths(here, ['src/app/start.tsx', 'src/app/strat.tsx', 'src/features', 'nowhere']),
    ).toEqual(['src/app/strat.tsx', 'nowhere']);
  });
});
