/**
 * How the sandbox providers' hosted pages (the cash checkout, the on-ramp partner) answer and
 * which posts they accept: HTML that is never cached, and only their own forms' buttons.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSameSiteRequest } from '../../plugins/csrf';

export function html(reply: FastifyReply, body: string, status = 200) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The site's no-referrer policy makes browsers send `Origin: null` on the page's form
      // posts; same-origin keeps the origin on them, which the buttons are checked by.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/**
 * The page's own buttons: same-site by Origin, or — when a browser still says `Origin: null` —
 * by Sec-Fetch-Site, which no page script can set.
 */
export function fromHostedPage(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (isSameSiteRequest(request, publicOrigin)) return true;
  return request.headers.origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin';
}
