/**
 * Escaping for everything a view writes into HTML or SVG (XML): player text (names, orders, notes) is always
 * text, never markup. Characters XML 1.0 forbids (control characters, lone surrogates) are dropped, so one odd
 * name cannot make a whole map or report unreadable.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Tab, line feed and carriage return are allowed; the rest of C0, U+FFFE/U+FFFF and lone surrogates are not.
const FORBIDDEN = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/** Text safe inside an element or a quoted attribute of HTML or XML. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
