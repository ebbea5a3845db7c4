import type { CacheServiceService, CacheStore } from '../../gas/services';
import type { World } from '../world';
import { num, record, str } from './state-util';

/** Apps Script's documented cache limits. */
export const CACHE_MAX_SECONDS = 21600;
export const CACHE_MAX_VALUE_BYTES = 100 * 1024;
export const CACHE_MAX_KEY_LENGTH = 250;
export const CACHE_MAX_ENTRIES = 1000;

interface Entry {
  value: string;
  /** World-clock milliseconds after which the entry is gone. */
  expiresAt: number;
}

export interface CacheState {
  script: Record<string, Entry>;
  document: Record<string, Entry>;
}

export class EmulatedCache implements CacheStore {
  constructor(
    private readonly world: World,
    private readonly entries: Map<string, Entry>,
  ) {}

  get(key: string): string | null {
    this.world.calls.record('Cache.get');
    const entry = this.entries.get(String(key));
    if (!entry) return null;
    if (entry.expiresAt <= this.world.now().getTime()) {
      this.entries.delete(String(key));
      return null;
    }
    return entry.value;
  }

  /** Expiration is clamped to 1 s .. 6 h, the range Apps Script honours. */
  put(key: string, value: string, expirationInSeconds = 600): void {
    this.world.calls.record('Cache.put');
    const k = String(key);
    const v = String(value);
    if (k.length > CACHE_MAX_KEY_LENGTH) throw new Error('Argument too large: key');
    if (Buffer.byteLength(v, 'utf8') > CACHE_MAX_VALUE_BYTES) throw new Error('Argument too large: value');
    const seconds = Math.min(Math.max(Math.floor(expirationInSeconds), 1), CACHE_MAX_SECONDS);
    this.entries.delete(k);
    this.entries.set(k, { value: v, expiresAt: this.world.now().getTime() + seconds * 1000 });
    // The real cache evicts under pressure; dropping the oldest keeps the 1,000-entry cap observable.
    if (this.entries.size > CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  remove(key: string): void {
    this.world.calls.record('Cache.remove');
    this.entries.delete(String(key));
  }
}

export class EmulatedCacheService implements CacheServiceService {
  private script = new Map<string, Entry>();
  private document = new Map<string, Entry>();

  constructor(private readonly world: World) {}

  getScriptCache(): EmulatedCache {
    this.world.calls.record('CacheService.getScriptCache');
    return new EmulatedCache(this.world, this.script);
  }

  /** The script is bound to the ledger, so there is always a document cache. */
  getDocumentCache(): EmulatedCache {
    this.world.calls.record('CacheService.getDocumentCache');
    return new EmulatedCache(this.world, this.document);
  }

  exportState(): CacheState {
    const now = this.world.now().getTime();
    const live = (entries: Map<string, Entry>): Record<string, Entry> => {
      const out: Record<string, Entry> = {};
      for (const [key, entry] of entries) if (entry.expiresAt > now) out[key] = { ...entry };
      return out;
    };
    return { script: live(this.script), document: live(this.document) };
  }

  importState(state: unknown): void {
    const s = record(state, 'caches');
    const load = (value: unknown, path: string): Map<string, Entry> => {
      const out = new Map<string, Entry>();
      for (const [key, raw] of Object.entries(record(value, path))) {
        const e = record(raw, `${path}.${key}`);
        out.set(key, {
          value: str(e.value, `${path}.${key}.value`),
          expiresAt: num(e.expiresAt, `${path}.${key}.expiresAt`),
        });
      }
      return out;
    };
    this.script = load(s.script, 'caches.script');
    this.document = load(s.document, 'caches.document');
  }
}
