/**
 * Custom menus as Ui builds them (createMenu, createAddonMenu): recorded as plain data, installed by addToUi.
 */
import type { MenuService } from '../../gas/services';
import type { World } from '../world';

export type MenuEntry =
  | { kind: 'item'; caption: string; functionName: string }
  | { kind: 'separator' }
  | { kind: 'submenu'; menu: RecordedMenu };

export interface RecordedMenu {
  caption: string;
  /** True for createAddonMenu (shown under Extensions > add-on name). */
  addon: boolean;
  entries: MenuEntry[];
}

/** Where addToUi puts a finished menu (the Ui's menu bar). */
export interface MenuBar {
  install(menu: RecordedMenu): void;
}

export function copyMenu(menu: RecordedMenu): RecordedMenu {
  return {
    caption: menu.caption,
    addon: menu.addon,
    entries: menu.entries.map((e) =>
      e.kind === 'submenu' ? { kind: 'submenu', menu: copyMenu(e.menu) } : { ...e },
    ),
  };
}

export function findItem(
  menu: RecordedMenu,
  caption: string,
): { caption: string; functionName: string } | undefined {
  for (const entry of menu.entries) {
    if (entry.kind === 'item' && entry.caption === caption) return entry;
    if (entry.kind === 'submenu') {
      const found = findItem(entry.menu, caption);
      if (found) return found;
    }
  }
  return undefined;
}

export class EmulatedMenu implements MenuService {
  private readonly entries: MenuEntry[] = [];

  constructor(
    private readonly world: World,
    private readonly ui: MenuBar,
    readonly caption: string,
    readonly addon: boolean,
  ) {}

  addItem(caption: string, functionName: string): EmulatedMenu {
    this.world.calls.record('Menu.addItem');
    this.entries.push({ kind: 'item', caption: String(caption), functionName: String(functionName) });
    return this;
  }

  addSeparator(): EmulatedMenu {
    this.world.calls.record('Menu.addSeparator');
    this.entries.push({ kind: 'separator' });
    return this;
  }

  addSubMenu(menu: MenuService): EmulatedMenu {
    this.world.calls.record('Menu.addSubMenu');
    if (!(menu instanceof EmulatedMenu))
      throw new Error('Menu.addSubMenu: expected a menu from createMenu()');
    this.entries.push({ kind: 'submenu', menu: menu.snapshot() });
    return this;
  }

  addToUi(): void {
    this.world.calls.record('Menu.addToUi');
    this.ui.install(this.snapshot());
  }

  /** The menu as it stands now: Apps Script also ignores items added after addToUi. */
  snapshot(): RecordedMenu {
    return copyMenu({ caption: this.caption, addon: this.addon, entries: this.entries });
  }
}
