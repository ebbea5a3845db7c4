/**
 * FNV-1a, 32-bit, over UTF-16 code units (charCodeAt, not UTF-8 bytes): short, stable, and the same in Apps
 * Script and Node. Fingerprints, written prints, stage/report digests and ledger versions already stored in
 * ledgers were made with exactly this: changing it makes them all mismatch.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5; // offset basis
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0; // FNV prime 16777619, kept to 32 bits unsigned
  }
  return h;
}
