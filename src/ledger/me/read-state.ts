import type {
  Agreement,
  Kingdom,
  MeArmy,
  MeCharacter,
  MeHex,
  MeState,
  Mercenary,
  NeutralKingdom,
  SupportCarry,
} from '../../engine/me/model';
import type { TabSpec } from '../schema';
import { readHex } from './read-map';
import { normaliseHeader } from '../setup-plan';
import { type CellIssue, isBlankCell, readRows, type RowReader, type TabRows } from '../tab';
import {
  flagCell,
  hexCell,
  hexText,
  listCell,
  nameCell,
  namesIn,
  pairsIn,
  parseAdvances,
  parseInjuryChanges,
  turnCell,
} from './cells';
import {
  ME_AGREEMENTS,
  ME_CARRY_KINDS,
  ME_RANKS,
  ME_RETIRING_INJURIES,
  ME_ROLES,
  ME_STATUSES,
} from './choices';
import {
  ME_ARMIES_TAB,
  ME_CARRY_TAB,
  ME_CHARACTERS_TAB,
  ME_DIPLOMACY_TAB,
  ME_KINGDOMS_TAB,
  ME_MAP_TAB,
  ME_MERCENARIES_TAB,
  ME_NEUTRAL_KINGDOMS_TAB,
} from './schema';

/** The Mighty Empires tabs as read (each once by the caller), and the Campaign tab's turn facts. */
export interface MeStateTabs {
  readonly turn: number;
  /** The turn from which the end check runs (3.0A); 0: not announced. */
  readonly endCheckFrom?: number;
  readonly over?: boolean;
  /** Every ME tab by name; a missing one is reported. */
  readonly tab: (name: string) => TabRows | undefined;
}

export interface MeReadResult {
  readonly state: MeState;
  /** Every bad cell by tab and address; rows with problems are left out of `state`. */
  readonly issues: readonly CellIssue[];
}

const computedOf = (spec: TabSpec): string[] => spec.columns.filter((c) => c.formula).map((c) => c.header);

/** A missing tab, or a missing column of one, named at its header row. */
function shapeIssues(spec: TabSpec, tab: TabRows | undefined): CellIssue[] {
  if (!tab)
    return [{ tab: spec.name, cell: 'A1', message: `the ${spec.name} tab is missing; run Set up ledger` }];
  const have = new Set(tab.headers.map(normaliseHeader));
  return spec.columns
    .filter((c) => !c.formula && !c.optional && !have.has(normaliseHeader(c.header)))
    .map((c) => ({
      tab: spec.name,
      cell: 'A1',
      message: `the column '${c.header}' is missing from the header row; run Set up ledger`,
    }));
}

/**
 * Reads the Mighty Empires tabs into MeState, checking every cell and every cross-reference: a misspelt word,
 * an owner not on the Kingdoms tab, a hex not on the Map tab, a general not on the Characters tab.
 */
export function readMeState(tabs: MeStateTabs): MeReadResult {
  const issues: CellIssue[] = [];
  const get = (spec: TabSpec): TabRows => {
    const found = tabs.tab(spec.name);
    issues.push(...shapeIssues(spec, found));
    return found ?? { name: spec.name, headers: [], rows: [] };
  };
  const [mapTab, kingdomTab, nkTab, characterTab, armyTab, mercTab, carryTab, diplomacyTab] = [
    ME_MAP_TAB,
    ME_KINGDOMS_TAB,
    ME_NEUTRAL_KINGDOMS_TAB,
    ME_CHARACTERS_TAB,
    ME_ARMIES_TAB,
    ME_MERCENARIES_TAB,
    ME_CARRY_TAB,
    ME_DIPLOMACY_TAB,
  ].map(get) as [TabRows, TabRows, TabRows, TabRows, TabRows, TabRows, TabRows, TabRows];
  const collect = <T>(result: { items: T[]; issues: CellIssue[] }): T[] => {
    issues.push(...result.issues);
    return result.items;
  };

  // Names other tabs refer to, read first so any tab can be checked against any other.
  const players = namesIn(kingdomTab, 'Player');
  const kingdomIds = namesIn(nkTab, 'Kingdom');
  const onMap = namesIn(mapTab, 'Hex', hexText);
  const armyNames = namesIn(armyTab, 'Army');
  const armyOwners = pairsIn(armyTab, 'Army', 'Player');
  /** A character or mercenary is in an army of its own owner's (checked once the owner is a known one). */
  const armyOf = (row: RowReader, ownerName: string): string | null => {
    const army = nameCell(row, 'Army', 'the army', armyNames, 'Armies tab');
    const armyOwner = army === null ? undefined : armyOwners.get(army.toLowerCase());
    const known =
      ownerName !== '' && (players.has(ownerName.toLowerCase()) || kingdomIds.has(ownerName.toLowerCase()));
    if (armyOwner !== undefined && known && armyOwner.toLowerCase() !== ownerName.toLowerCase())
      row.fail('Army', `${army} is an army of ${armyOwner}, not of ${ownerName}`);
    return army;
  };
  const characterNames = namesIn(characterTab, 'Character');
  const owners = new Map([...kingdomIds, ...players]);
  const player = (row: RowReader, header: string, label: string, required = true): string | null =>
    nameCell(row, header, label, players, 'Kingdoms tab', required);
  const owner = (row: RowReader): string =>
    nameCell(row, 'Player', 'the owner', owners, 'Kingdoms or Neutral kingdoms tab', true) ?? '';

  const hexes = collect(
    readRows<MeHex>(mapTab, (row) => readHex(row, { players, kingdomIds, onMap }), {
      computed: computedOf(ME_MAP_TAB),
      unique: 'Hex',
    }),
  );
  const hexAt = new Map(hexes.map((h) => [h.address, h]));

  const kingdoms = collect(
    readRows<Kingdom>(
      kingdomTab,
      (row) => {
        const name = row.text('Player', 'the player name');
        if (kingdomIds.has(name.toLowerCase()))
          row.fail(
            'Player',
            `'${name}' is also a neutral kingdom's name: an owner must name one or the other`,
          );
        const capital = hexCell(row, 'Capital', 'the capital', onMap);
        const held = capital === null ? undefined : hexAt.get(capital);
        if (held && held.owner?.toLowerCase() !== name.toLowerCase())
          row.fail('Capital', `the capital ${capital} is not held by ${name} on the Map tab (Owner)`);
        return {
          player: name,
          race: row.text('Race', 'the race'),
          capital,
          power: row.integer('Power', 'Power', 0, 100000, 0),
          bank: row.integer('Production bank', 'the Production bank', 0, 2, 0),
          lastInciteTurn: turnCell(row, 'Last incite turn', 'the last incite turn'),
          eliminated: flagCell(row, 'Eliminated', 'eliminated'),
          knownKingdoms: listCell(row, 'Known kingdoms').map((k) => {
            const found = kingdomIds.get(k.toLowerCase());
            if (!found) row.fail('Known kingdoms', `'${k}' is not on the Neutral kingdoms tab`);
            return found ?? k;
          }),
          magicItems: listCell(row, 'Magic items', ';'),
        };
      },
      { computed: computedOf(ME_KINGDOMS_TAB), unique: 'Player' },
    ),
  );

  const neutralKingdoms = collect(
    readRows<NeutralKingdom>(
      nkTab,
      (row) => {
        const id = row.text('Kingdom', 'the kingdom id');
        const capital = hexCell(row, 'Capital', 'the capital', onMap, true) ?? '';
        const there = hexAt.get(capital);
        if (there && there.neutralKingdom?.toLowerCase() !== id.toLowerCase())
          row.fail(
            'Capital',
            `the capital ${capital} does not belong to ${id} on the Map tab (Neutral kingdom)`,
          );
        else if (there && !there.neutralCapital)
          row.fail('Capital', `the capital ${capital} is not marked Neutral capital on the Map tab (1.4A)`);
        return {
          id,
          race: row.text('Race', 'the race'),
          capital,
          conqueredBy: player(row, 'Conquered by', 'the conqueror', false),
        };
      },
      { unique: 'Kingdom' },
    ),
  );

  const characters = collect(
    readRows<MeCharacter>(
      characterTab,
      (row) => {
        const advances = parseAdvances(row.text('Advances', 'advances', false));
        if (advances.problem) row.fail('Advances', advances.problem);
        const injuryChanges = parseInjuryChanges(row.text('Injury changes', 'injury changes', false));
        if (injuryChanges.problem) row.fail('Injury changes', injuryChanges.problem);
        const role = row.text('Role', 'role', false);
        const who = owner(row);
        return {
          name: row.text('Character', 'the character name'),
          owner: who,
          army: armyOf(row, who),
          rank: row.choice('Rank', 'the rank', ME_RANKS),
          wizardLevel: row.integer('Wizard level', 'the wizard level', 0, 4, 0),
          role: role === '' ? null : row.choice('Role', 'the role', ME_ROLES),
          xp: row.integer('XP', 'XP', 0, 10000, 0),
          advancementRolls: row.integer('Advancement rolls', 'advancement rolls', 0, 10000, 0),
          advances: advances.advances,
          injuryChanges: injuryChanges.changes,
          injuries: listCell(row, 'Injuries').map((i) => {
            const found = ME_RETIRING_INJURIES.find((x) => x.toLowerCase() === i.toLowerCase());
            if (!found)
              row.fail('Injuries', `injuries may list ${ME_RETIRING_INJURIES.join(', ')}; got '${i}'`);
            return found ?? 'Lost arm';
          }),
          psychology: listCell(row, 'Psychology'),
          status: row.choice('Status', 'the status', ME_STATUSES, 'active'),
          statusTurn: turnCell(row, 'Status turn', 'the status turn'),
        };
      },
      { unique: 'Character' },
    ),
  );
  const characterAt = new Map(characters.map((c) => [c.name.toLowerCase(), c]));

  const armies = collect(
    readRows<MeArmy>(
      armyTab,
      (row) => {
        const name = row.text('Army', 'the army name');
        const general = nameCell(row, 'General', 'the general', characterNames, 'Characters tab');
        const who = general === null ? undefined : characterAt.get(general.toLowerCase());
        if (who && who.army?.toLowerCase() !== name.toLowerCase())
          row.fail('General', `the general ${who.name} is not in ${name} (Characters tab, Army)`);
        return {
          name,
          owner: owner(row),
          basic: row.integer('Basic size', 'the Basic Army Size', 0, 2500),
          list: row.text('List', 'the list', false),
          general,
          dispersedTurn: turnCell(row, 'Dispersed turn', 'the dispersed turn'),
        };
      },
      { computed: computedOf(ME_ARMIES_TAB), unique: 'Army' },
    ),
  );

  const mercenaries = collect(
    readRows<Mercenary>(mercTab, (row) => {
      const holder = player(row, 'Player', 'the player') ?? '';
      return {
        unit: row.text('Unit', 'the unit'),
        player: holder,
        army: armyOf(row, holder),
        // 6.0B: the unit's own points; blank (or a ledger from before the column): unknown.
        ...(isBlankCell(row.raw('Points')) ? {} : { points: row.integer('Points', 'the points', 0, 100000) }),
        upkeep: row.integer('Upkeep', 'the upkeep', 0, 100000),
        powerUpkeep: row.integer('Power upkeep', 'the Power upkeep', 0, 1000, 0),
        fromTurn: turnCell(row, 'From turn', 'the first turn', true),
      };
    }),
  );

  const carry = collect(
    readRows<SupportCarry>(carryTab, (row) => {
      const fromTurn = turnCell(row, 'From turn', 'the first turn', true);
      const toTurn = turnCell(row, 'To turn', 'the last turn', true);
      if (toTurn < fromTurn) row.fail('To turn', `the last turn ${toTurn} is before the first, ${fromTurn}`);
      return {
        player: player(row, 'Player', 'the player') ?? '',
        kind: row.choice('Kind', 'the kind', ME_CARRY_KINDS),
        amount: row.integer('Amount', 'the amount', 0, 100000),
        fromTurn,
        toTurn,
        source: row.text('Source', 'the source', false),
      };
    }),
  );

  const agreements = collect(
    readRows<Agreement>(diplomacyTab, (row) => {
      const a = player(row, 'Player', 'the player') ?? '';
      const b = player(row, 'With', 'the other party') ?? '';
      if (a !== '' && a === b) row.fail('With', `${a} cannot make an agreement with himself`);
      return {
        kind: row.choice('Agreement', 'the agreement', ME_AGREEMENTS),
        a,
        b,
        since: turnCell(row, 'Since turn', 'the turn it took effect', true),
        breakingTurn: turnCell(row, 'Breaking turn', 'the breaking turn'),
      };
    }),
  );

  return {
    state: {
      turn: tabs.turn,
      endCheckFrom: tabs.endCheckFrom ?? 0,
      over: tabs.over ?? false,
      hexes,
      kingdoms,
      armies,
      characters,
      neutralKingdoms,
      mercenaries,
      carry,
      agreements,
    },
    issues,
  };
}
