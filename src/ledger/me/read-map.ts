/** One Map row as a hex (digest §2 "Per hex"), checked cell by cell and against the names of the other tabs. */
import type { MeHex, NeutralDefenders } from '../../engine/me/model';
import { NEUTRAL_BASIC_MAX } from '../../engine/me/neutrals';
import type { RowReader } from '../tab';
import { flagCell, hexCell, listCell, nameCell, turnCell } from './cells';
import { ME_FORTIFICATIONS, ME_MAJOR_FEATURES, ME_MINOR_FEATURES, ME_TERRAINS } from './choices';

/** Names the Map tab refers to, folded to the spelling on their own tab. */
export interface MapNames {
  readonly players: ReadonlyMap<string, string>;
  readonly kingdomIds: ReadonlyMap<string, string>;
  readonly onMap: ReadonlyMap<string, string>;
}

function optionalChoice<T extends string>(
  row: RowReader,
  header: string,
  label: string,
  choices: readonly T[],
): T | null {
  return row.text(header, label, false) === '' ? null : row.choice(header, label, choices);
}

export function readHex(row: RowReader, known: MapNames): MeHex {
  const address = hexCell(row, 'Hex', 'the hex', null, true) ?? '';
  const terrain = row.choice('Terrain', 'the terrain', ME_TERRAINS);
  const major = optionalChoice(row, 'Major feature', 'the major feature', ME_MAJOR_FEATURES);
  const owner = nameCell(row, 'Owner', 'the owner', known.players, 'Kingdoms tab');
  if (owner !== null && terrain === 'Lake') row.fail('Owner', 'a lake hex is never owned (1.1A, ME-R29)');
  const tunnelTo = hexCell(row, 'Tunnel to', 'the tunnel exit', known.onMap);
  if (tunnelTo !== null && major !== 'Tunnel')
    row.fail('Tunnel to', 'only a hex with a Tunnel (Major feature) has a tunnel exit (Table 6)');
  const neutralKingdom = nameCell(
    row,
    'Neutral kingdom',
    'the neutral kingdom',
    known.kingdomIds,
    'Neutral kingdoms tab',
  );
  const neutralCapital = flagCell(row, 'Neutral capital', 'neutral capital');
  if (neutralCapital && neutralKingdom === null)
    row.fail('Neutral capital', 'a neutral capital needs its Neutral kingdom (1.4A)');
  const river = row.text('River', 'the river', false);
  const minor = optionalChoice(row, 'Minor feature', 'the minor feature', ME_MINOR_FEATURES);
  const nodeLore = row.text('Node lore', 'the node lore', false);
  if (nodeLore !== '' && minor !== 'Arcane Node')
    row.fail('Node lore', 'only an Arcane Node (Minor feature) has a lore (Table 17)');
  const fortress = optionalChoice(row, 'Fortress', 'the fortress', ME_FORTIFICATIONS);
  const garrison = row.text('Garrison', 'the garrison', false);
  if (garrison !== '' && fortress === null)
    row.fail('Garrison', 'only a Fortress or Mighty Fortress has a garrison (App. B)');
  return {
    address,
    terrain,
    river: river === '' ? null : river,
    tunnelTo,
    explored: flagCell(row, 'Explored', 'explored'),
    owner,
    neutralKingdom,
    neutralCapital,
    major,
    minor,
    nodeLore: nodeLore === '' ? null : nodeLore,
    fortress,
    garrison,
    watchtower: flagCell(row, 'Watchtower', 'watchtower'),
    noSupportUntil: turnCell(row, 'No support until', 'no support until'),
    lootedTurn: turnCell(row, 'Looted turn', 'the looted turn'),
    battleTurn: turnCell(row, 'Battle turn', 'the battle turn'),
    defenders: readDefenders(row, known),
    beast: flagCell(row, 'Beast', 'the Beast'),
  };
}

const DEFENDER_COLUMNS = [
  'Defenders basic',
  'Well defended',
  'Discovered turn',
  'Defenders extra',
  'Incited by',
];

/** Native defenders (4.3B): the race says there are some; the other columns need it. */
function readDefenders(row: RowReader, known: MapNames): NeutralDefenders | null {
  const race = row.text('Defenders race', 'the defenders race', false);
  if (race === '') {
    const stray = DEFENDER_COLUMNS.find((h) => {
      const v = row.raw(h);
      return !(
        v === '' ||
        v === null ||
        v === undefined ||
        v === false ||
        v === 0 ||
        String(v).toUpperCase() === 'FALSE'
      );
    });
    if (stray) row.fail('Defenders race', `the defenders need a race (${stray} is filled in)`);
    return null;
  }
  return {
    race,
    basic: row.integer('Defenders basic', 'the defenders basic size', 0, NEUTRAL_BASIC_MAX),
    wellDefended: flagCell(row, 'Well defended', 'well defended'),
    discoveredTurn: turnCell(row, 'Discovered turn', 'the discovered turn', true),
    extra: row.integer('Defenders extra', 'the defenders extra', 0, 100000, 0),
    incitedBy: listCell(row, 'Incited by').map((p) => {
      const found = known.players.get(p.toLowerCase());
      if (!found) row.fail('Incited by', `'${p}' is not on the Kingdoms tab`);
      return found ?? p;
    }),
  };
}
