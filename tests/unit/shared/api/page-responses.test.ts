/**
 * The API answers a page's HTML carries (issue 20): a query takes its answer from the page
 * instead of asking, once, parsed with the answer's own schema; anything malformed is as if
 * the page carried nothing, and the query asks the server as it always has.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PAGE_RESPONSES_ID, pageResponsesHtml } from '@/contracts/page-responses';
import { takePageResponse } from '@/shared/api/page-responses';

const schema = z.object({ total: z.number() });

function carry(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.getElementById(PAGE_RESPONSES_ID)?.remove();
});

describe('takePageResponse', () => {
  it('takes the answer the page carried for a request, once', () => {
    carry(pageResponsesHtml({ '/api/tp-games/list-head?list=all&device=mobile': { total: 3 } }));
    const request = { schema, query: { list: 'all', device: 'mobile' } };
    expect(takePageResponse('/tp-games/list-head', request)).toEqual({ total: 3 });
    // Asked again (the cache let the query go), it is the server's to answer.
    expect(takePageResponse('/tp-games/list-head', request)).toBeUndefined();
    // Read once: the page's copy is not kept in the document.
    expect(document.getElementById(PAGE_RESPONSES_ID)).toBeNull();
  });

  it('matches only the very request: path and query as the REST client builds them', () => {
    carry(pageResponsesHtml({ '/api/tp-games/list-head?list=all&device=mobile': { total: 3 } }));
    expect(
      takePageResponse('/tp-games/list-head', {
        schema,
        query: { list: 'all', device: 'desktop' },
      }),
    ).toBeUndefined();
    expect(
      takePageResponse('/tp-games/list-head', { schema, query: { device: 'mobile', list: 'all' } }),
    ).toBeUndefined();
    expect(
      takePageResponse('/tp-games/list-head', { schema, query: { list: 'all', device: 'mobile' } }),
    ).toEqual({ total: 3 });
  });

  it('an answer that does not parse with its schema is not taken', () => {
    carry(pageResponsesHtml({ '/api/a': { total: 'three' } }));
    expect(takePageResponse('/a', { schema })).toBeUndefined();
  });

  it('a page whose element is not JSON carries nothing', () => {
    carry(`<script type="application/json" id="${PAGE_RESPONSES_ID}">{"/api/a": </script>`);
    expect(takePageResponse('/a', { schema })).toBeUndefined();
    carry(`<script type="application/json" id="${PAGE_RESPONSES_ID}">["/api/a"]</script>`);
    expect(takePageResponse('/a', { schema })).toBeUndefined();
  });

  it('a value cannot close its element: markup in it is written escaped', () => {
    const html = pageResponsesHtml({ '/api/a': { title: '</script><b>x</b>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    carry(html);
    const titled = z.object({ title: z.string() });
    expect(takePageResponse('/a', { schema: titled })).toEqual({ title: '</script><b>x</b>' });
  });
});
