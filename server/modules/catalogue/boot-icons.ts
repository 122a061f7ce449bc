/**
 * The icons the boot frame's headings draw: the app's @tabler/icons-react icons, read from the
 * outline SVGs of the same release (@tabler/icons) and drawn at the app's size and stroke. Each
 * file is read on its first heading and kept.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A Tabler icon's file name: IconMicrophone2 is 'microphone-2'. */
export type IconName = string;

export interface IconLook {
  size: number;
  stroke: number;
}

/** The drawing inside the file's <svg> element. */
function drawingOf(svg: string): string {
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  const end = svg.lastIndexOf('</svg>');
  if (start === 0 || end < start) throw new Error('not an SVG icon');
  return svg.slice(start, end).trim();
}

export function createIconMarkup({ size, stroke }: IconLook) {
  const drawn = new Map<IconName, Promise<string>>();
  return (name: IconName): Promise<string> => {
    let markup = drawn.get(name);
    if (!markup) {
      markup = readFile(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8').then(
        (svg) =>
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${drawingOf(svg)}</svg>`,
      );
      drawn.set(name, markup);
    }
    return markup;
  };
}
