/**
 * A chat message's words as text. The server HTML-escapes what players type (the spec renders
 * `message` as HTML); the client undoes exactly that escaping and draws the result as text, so
 * the line reads as typed and nothing in it can ever become markup. Directional overrides are
 * dropped here too, as the server drops them from new messages: a line stored before that rule,
 * or sent by another backend, still cannot show its characters in another order.
 */
import { withoutDirectionalFormatting } from '@/contracts/chat';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function messageText(escaped: string): string {
  // One pass: '&amp;lt;' is the text '&lt;', not '<'.
  const text = escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  return withoutDirectionalFormatting(text);
}
