import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellIcons } from '../../../vite-plugins/shell-icons';

const root = mkdtempSync(join(tmpdir(), 'shell-icons-'));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
write(
  'src/features/layout/TopBar.tsx',
  "import { IconMenu2, IconBell } from '@tabler/icons-react';\nconst Dropdown = lazy(() => import('./Dropdown'));",
);
write(
  'src/features/layout/Dropdown.tsx',
  "import { IconLogout, IconBell } from '@tabler/icons-react';",
);
write(
  'src/features/maintenance/Gate.tsx',
  "const Bar = lazy(() => import('@/features/maintenance/Bar'));",
);
write(
  'src/features/maintenance/Bar.tsx',
  "import { IconPlugConnectedX } from '@tabler/icons-react';",
);
write(
  'src/features/footer/Footer.tsx',
  "import { IconBrandX, IconMenu2 } from '@tabler/icons-react';",
);
write('src/features/games/GamePage.tsx', "import { IconDice } from '@tabler/icons-react';");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const icon = (name: string) => `/app/node_modules/@tabler/icons-react/dist/esm/icons/${name}.mjs`;
const { isShellIcon, isOtherIcon } = shellIcons(
  root,
  ['src/features/layout', 'src/features/maintenance', 'src/features/footer'],
  ['src/features/footer'],
);

describe('the icons the first screen draws', () => {
  it('are those its shell files name, also when a lazy part names them too', () => {
    expect(isShellIcon(icon('IconMenu2'))).toBe(true);
    expect(isShellIcon(icon('IconBell'))).toBe(true);
  });

  it('leave out icons only files imported dynamically name (relative or @/ paths)', () => {
    expect(isShellIcon(icon('IconLogout'))).toBe(false);
    expect(isShellIcon(icon('IconPlugConnectedX'))).toBe(false);
    // They stay with their lazy part's own chunk, not the chunk of all other icons.
    expect(isOtherIcon(icon('IconLogout'))).toBe(false);
  });

  it('leave the later folders their own icons, and the rest to the other icons', () => {
    expect(isShellIcon(icon('IconBrandX'))).toBe(false);
    expect(isOtherIcon(icon('IconBrandX'))).toBe(false);
    expect(isOtherIcon(icon('IconDice'))).toBe(true);
    expect(isShellIcon('/app/src/features/layout/TopBar.tsx')).toBe(false);
  });
});
