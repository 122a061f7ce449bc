/**
 * A blank document for the boot tests, with index.html's first-screen template holding the
 * given links (none: a page built without them).
 */
import { FIRST_SCREEN_TEMPLATE_ID } from '@/app/boot/first-screen-links';

export function firstScreenPage(templateHtml?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (templateHtml !== undefined) {
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${FIRST_SCREEN_TEMPLATE_ID}">${templateHtml}</template>`,
    );
  }
  return doc;
}
