/**
 * Cross-references of a WarMaster ledger's tabs (digest §2): a cell naming something that is not there (an owner not
 * a nation, an army in an unknown area, a rebel leader not of his nation) is reported at the first row holding it.
 */
import { independentName } from '../../engine/wm/minor-nations';
import type { WmState } from '../../engine/wm/model';
import type { TabValues } from '../stage-ruleset';
import { cellText, tabRows, type CellIssue } from '../tab';

/** A cell naming something that is not there: the address of the first row holding it. */
export function crossCheck(
  tabs: TabValues,
  s: WmState,
  players: readonly string[],
  issues: CellIssue[],
): void {
  // Names as written, bad rows included: a row already reported does not make every reference to it an issue too.
  const named = (tabName: string, header: string): Set<string> => {
    const t = tabRows(tabName, tabs.get(tabName) ?? []);
    const c = t.headers.findIndex((h) => h.trim().toLowerCase() === header.toLowerCase());
    return new Set(c < 0 ? [] : t.rows.map((r) => cellText(r[c])).filter((v) => v !== ''));
  };
  const areaNames = named('Areas', 'Area');
  const nationNames = named('Nations', 'Player');
  const playerNames = new Set(players);
  const refer = (
    tabName: string,
    header: string,
    ok: (v: string, cell: (h: string) => string) => boolean,
    why: string,
  ): void => {
    const t = tabRows(tabName, tabs.get(tabName) ?? []);
    const at = (h: string): number => t.headers.findIndex((x) => x.trim().toLowerCase() === h.toLowerCase());
    const c = at(header);
    if (c < 0) return;
    t.rows.forEach((row, i) => {
      const v = cellText(row[c]);
      if (v !== '' && !ok(v, (h) => cellText(row[at(h)])))
        issues.push({
          tab: tabName,
          cell: `${String.fromCharCode(65 + c)}${i + 2}`,
          message: `'${v}' ${why}`,
        });
    });
  };
  refer('Areas', 'Owner', (v) => nationNames.has(v), 'is not a nation on the Nations tab');
  refer('Boundaries', 'Area A', (v) => areaNames.has(v), 'is not an area on the Areas tab');
  refer('Boundaries', 'Area B', (v) => areaNames.has(v), 'is not an area on the Areas tab');
  refer('Nations', 'Player', (v) => playerNames.has(v), 'is not a player on the Players tab');
  refer('Roster', 'Player', (v) => nationNames.has(v), 'is not a nation on the Nations tab');
  refer('Characters', 'Player', (v) => nationNames.has(v), 'is not a nation on the Nations tab');
  refer('Armies', 'Player', (v) => nationNames.has(v), 'is not a nation on the Nations tab');
  refer('Armies', 'Area', (v) => areaNames.has(v), 'is not an area on the Areas tab');
  refer(
    'Nations',
    'Towns once owned',
    (v) => v.split(',').every((x) => x.trim() === '' || areaNames.has(x.trim())),
    'names an area not on the Areas tab',
  );
  refer(
    'Nations',
    'Rebel leader',
    (v, cell) => s.nations.some((n) => n.name === cell('Player') && n.characters.some((c) => c.name === v)),
    'is not a character of this nation on the Characters tab',
  );
  const generals = new Set([
    ...s.nations.flatMap((n) => n.characters.filter((c) => c.type === 'General').map((c) => c.name)),
    ...[...named('Characters', 'Character')].filter(
      (c) => !s.nations.some((n) => n.characters.some((x) => x.name === c)),
    ),
  ]);
  refer('Armies', 'General', (v) => generals.has(v), 'is not a General on the Characters tab');
  // A battle still open names armies on the map: the stages read them. Its own row's Status says so (another
  // battle of the same two armies, applied, is no concern).
  // An Independent lesser race's army goes by '<race> (Independent)' (MINOR NATIONS): it is on the Lesser races
  // tab, not the Armies tab.
  const races = tabRows('Lesser races', tabs.get('Lesser races') ?? []);
  const raceAt = (h: string): number => races.headers.findIndex((x) => x.trim().toLowerCase() === h);
  const armyNames = new Set([
    ...named('Armies', 'Army'),
    ...races.rows
      .filter((r) => cellText(r[raceAt('box')]).toLowerCase() === 'independent')
      .map((r) => independentName(cellText(r[raceAt('race')]))),
  ]);
  const closed = new Set(['applied', 'void']);
  refer(
    'Battles',
    'Armies',
    (v, cell) =>
      closed.has(cell('Status').toLowerCase()) || v.split(/\s+vs\s+/i).every((x) => armyNames.has(x.trim())),
    'names an army not on the Armies tab, in a battle still open',
  );
}
