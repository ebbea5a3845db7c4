import JSZip from 'jszip';

/**
 * exceljs hands each part of the workbook (sheet XML, shared strings) to JSZip as a JS string; JSZip cuts a
 * string into 16 KiB pieces and UTF-8 encodes each piece alone, so an emoji (two UTF-16 code units) that
 * straddles a cut is written as two U+FFFD. Long emoji text came back corrupted. Encoding the whole string
 * to UTF-8 first gives JSZip bytes, which it never cuts inside a character: the same file, only correct.
 */
type FileMethod = (this: JSZip, name: string, data?: unknown, options?: JSZip.JSZipFileOptions) => unknown;

const PATCHED = Symbol.for('campaign-ledger.jszip-utf8');
const proto = JSZip.prototype as unknown as Record<string | symbol, unknown>;

if (proto[PATCHED] !== true) {
  const original = proto.file as FileMethod;
  proto.file = function file(
    this: JSZip,
    name: string,
    data?: unknown,
    options?: JSZip.JSZipFileOptions,
  ): unknown {
    // One argument reads a file; only a string written without base64/binary is text to encode.
    if (arguments.length >= 2 && typeof data === 'string' && !options?.base64 && !options?.binary)
      return original.call(this, name, Buffer.from(data, 'utf8'), options);
    return original.apply(this, [name, data, options].slice(0, arguments.length) as [string]);
  };
  proto[PATCHED] = true;
}

/** Splits text into pieces of at most `size` code units, never between the two halves of a surrogate pair. */
export function splitWhole(text: string, size: number): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(at + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}
