import {
  blankHex,
  type Agreement,
  type Kingdom,
  type MeHex,
  type MeState,
  type MeTerrain,
} from '../../../src/engine/me/model';

/** A hex for a test: an explored field unless told otherwise. */
export function hex(address: string, fields: Partial<MeHex> = {}, terrain: MeTerrain = 'Field'): MeHex {
  return { ...blankHex(address, terrain), explored: true, ...fields };
}

export function kingdom(player: string, capital: string | null, fields: Partial<Kingdom> = {}): Kingdom {
  return {
    player,
    race: 'Empire',
    capital,
    power: 0,
    bank: 0,
    lastInciteTurn: 0,
    eliminated: false,
    knownKingdoms: [],
    magicItems: [],
    ...fields,
  };
}

export function agreement(kind: Agreement['kind'], a: string, b: string, since = 1): Agreement {
  return { kind, a, b, since, breakingTurn: 0 };
}

/** A state with nothing but what the test gives. */
export function meState(fields: Partial<MeState>): MeState {
  return {
    turn: 1,
    endCheckFrom: 0,
    over: false,
    hexes: [],
    kingdoms: [],
    armies: [],
    characters: [],
    neutralKingdoms: [],
    mercenaries: [],
    carry: [],
    agreements: [],
    ...fields,
  };
}

/** The 3×3 grid 0101-0303, all fields, owned as given (address → player). */
export function grid3(
  owners: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, Partial<MeHex>>> = {},
): MeHex[] {
  const out: MeHex[] = [];
  for (let c = 1; c <= 3; c++)
    for (let r = 1; r <= 3; r++) {
      const a = `0${c}0${r}`;
      out.push(hex(a, { owner: owners[a] ?? null, ...(extra[a] ?? {}) }));
    }
  return out;
}
