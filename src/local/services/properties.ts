import type { PropertiesServiceService, PropertiesStore } from '../../gas/services';
import type { World } from '../world';
import { record, stringMap } from './state-util';

export interface PropertiesState {
  script: Record<string, string>;
  document: Record<string, string>;
  /** User stores by the user's email. */
  user: Record<string, Record<string, string>>;
}

/** One property store; values are always strings, as in Apps Script. */
export class EmulatedProperties implements PropertiesStore {
  constructor(
    private readonly world: World,
    private readonly values: Map<string, string>,
  ) {}

  getProperty(key: string): string | null {
    this.world.calls.record('Properties.getProperty');
    return this.values.get(String(key)) ?? null;
  }

  setProperty(key: string, value: string): EmulatedProperties {
    this.world.calls.record('Properties.setProperty');
    this.values.set(String(key), String(value));
    return this;
  }

  getProperties(): { [key: string]: string } {
    this.world.calls.record('Properties.getProperties');
    return Object.fromEntries(this.values);
  }

  setProperties(properties: { [key: string]: string }): EmulatedProperties {
    this.world.calls.record('Properties.setProperties');
    for (const [key, value] of Object.entries(properties)) this.values.set(key, String(value));
    return this;
  }

  deleteProperty(key: string): EmulatedProperties {
    this.world.calls.record('Properties.deleteProperty');
    this.values.delete(String(key));
    return this;
  }

  getKeys(): string[] {
    this.world.calls.record('Properties.getKeys');
    return [...this.values.keys()];
  }
}

export class EmulatedPropertiesService implements PropertiesServiceService {
  private script = new Map<string, string>();
  private document = new Map<string, string>();
  private user = new Map<string, Map<string, string>>();

  constructor(private readonly world: World) {}

  getScriptProperties(): EmulatedProperties {
    this.world.calls.record('PropertiesService.getScriptProperties');
    return new EmulatedProperties(this.world, this.script);
  }

  getDocumentProperties(): EmulatedProperties {
    this.world.calls.record('PropertiesService.getDocumentProperties');
    return new EmulatedProperties(this.world, this.document);
  }

  /** The store of whoever is running the script now (each user has their own). */
  getUserProperties(): EmulatedProperties {
    this.world.calls.record('PropertiesService.getUserProperties');
    const email = this.world.activeUserEmail;
    let store = this.user.get(email);
    if (!store) {
      store = new Map();
      this.user.set(email, store);
    }
    return new EmulatedProperties(this.world, store);
  }

  exportState(): PropertiesState {
    const user: Record<string, Record<string, string>> = {};
    for (const [email, store] of this.user) if (store.size > 0) user[email] = Object.fromEntries(store);
    return { script: Object.fromEntries(this.script), document: Object.fromEntries(this.document), user };
  }

  importState(state: unknown): void {
    const s = record(state, 'properties');
    this.script = new Map(Object.entries(stringMap(s.script, 'properties.script')));
    this.document = new Map(Object.entries(stringMap(s.document, 'properties.document')));
    this.user = new Map();
    for (const [email, store] of Object.entries(record(s.user, 'properties.user'))) {
      this.user.set(email, new Map(Object.entries(stringMap(store, `properties.user.${email}`))));
    }
  }
}
