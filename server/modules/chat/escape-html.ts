/**
 * The chat renders `message` as HTML (spec part 2 §3), so a player's text is escaped here, on
 * the server, before it is stored: no markup a player types can ever reach another reader.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
