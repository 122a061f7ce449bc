/**
 * A catalogue page's heading drawn into the page's own HTML (index.html's boot frame): the
 * gradient badge with the page's icon, the eyebrow, the title and the lead line, where and as
 * large as features/catalogue's CatalogueHeader draws them. On a phone the lead line is the
 * lobby's largest text; drawn with the page, it is on screen seconds before the app has run,
 * and the app's first render draws the same words in the same place.
 */
import { escapeHtml } from '@server/http/hosted-page';
import type { TextDirection } from '@/contracts/locales';

export interface BootHeader {
  /** The badge's icon, as markup (./boot-icons.ts). */
  icon: string;
  eyebrow?: string | undefined;
  title: string;
  description: string;
  dir: TextDirection;
}

/** The fragment for index.html's boot frame. */
export function bootHeaderHtml(header: BootHeader): string {
  const eyebrow = header.eyebrow
    ? `<div class="boot-header-eyebrow">${escapeHtml(header.eyebrow)}</div>`
    : '';
  return (
    `<div class="boot-header" dir="${header.dir}">` +
    `<div class="boot-header-icon">${header.icon}</div>` +
    '<div class="boot-header-text">' +
    eyebrow +
    `<div class="boot-header-title">${escapeHtml(header.title)}</div>` +
    `<div class="boot-header-lead">${escapeHtml(header.description)}</div>` +
    '</div></div>'
  );
}
