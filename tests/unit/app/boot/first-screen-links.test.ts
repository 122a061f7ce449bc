import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEMPLATE_ID, requestFirstScreen } from '@/app/boot/first-screen-links';

function page(templateHtml?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (templateHtml !== undefined) {
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${FIRST_SCREEN_TEMPLATE_ID}">${templateHtml}</template>`,
    );
  }
  return doc;
}

describe('requestFirstScreen', () => {
  it('moves the inert preload links into the document, where they start fetching', () => {
    const doc = page(
      '<link rel="modulepreload" href="/assets/start.js"><link rel="preload" as="style" href="/assets/start.css">',
    );
    expect(doc.head.querySelectorAll(':scope > link')).toHaveLength(0);
    requestFirstScreen(doc);
    const links = [...doc.head.querySelectorAll(':scope > link')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/assets/start.js', '/assets/start.css']);
    expect(doc.getElementById(FIRST_SCREEN_TEMPLATE_ID)).toBeNull();
  });

  it('does nothing a second time, or in a page built without the links', () => {
    const doc = page('<link rel="modulepreload" href="/assets/start.js">');
    requestFirstScreen(doc);
    requestFirstScreen(doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(1);
    const bare = page();
    expect(() => requestFirstScreen(bare)).not.toThrow();
    expect(bare.head.querySelectorAll('link')).toHaveLength(0);
  });
});
