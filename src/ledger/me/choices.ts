import type {
  AdvanceTable,
  Agreement,
  Characteristic,
  CharacterRank,
  CharacterStatus,
  Fortification,
  MajorFeature,
  MeTerrain,
  MinorFeature,
  RetiringInjury,
  SupportCarry,
} from '../../engine/me/model';

/**
 * The words a Mighty Empires cell may hold, as lists for dropdowns and checks. Each list is built from a record
 * over the model's type, so a word added to the model and forgotten here fails to compile.
 */
const keys = <T extends string>(all: Record<T, true>): readonly T[] => Object.keys(all) as T[];

/** 1.1A. */
export const ME_TERRAINS = keys<MeTerrain>({
  Field: true,
  Forest: true,
  Swamp: true,
  Mountain: true,
  Lake: true,
});

/** Table 6. */
export const ME_MAJOR_FEATURES = keys<MajorFeature>({
  Capital: true,
  City: true,
  Town: true,
  'Fertile Fields': true,
  Mine: true,
  'Deep Mine': true,
  Woods: true,
  'Deep Woods': true,
  'Wizard Tower': true,
  'Arcane Ruin': true,
  Port: true,
  Tunnel: true,
});

/** Table 17 (printed "Table 17:2"). */
export const ME_MINOR_FEATURES = keys<MinorFeature>({
  'Temporal Rift': true,
  'Restless Battlefield': true,
  "Hangman's Tree": true,
  'Holy Shrine': true,
  'Unholy Shrine': true,
  'Arcane Node': true,
  Signposts: true,
  'Null Artifact': true,
  'Idol of Gork': true,
  'Idol of Mork': true,
  'Fell Gate': true,
  'Dryad Glade': true,
  Waystone: true,
  'Wishing Well': true,
  'Fountain of Youth': true,
  Herdstone: true,
  'Warpstone Meteorite': true,
  'Crypt of the Restless Dead': true,
});

/** App. B. */
export const ME_FORTIFICATIONS = keys<Fortification>({ Fortress: true, 'Mighty Fortress': true });

export const ME_RANKS = keys<CharacterRank>({ Lord: true, Hero: true });
/** 3.4B Grand Marshall; 1.4A Regent. */
export const ME_ROLES = ['Grand Marshall', 'Regent'] as const;
export const ME_STATUSES = keys<CharacterStatus>({
  active: true,
  dead: true,
  retired: true,
  out: true,
  warp: true,
});
/** Table 14. */
export const ME_RETIRING_INJURIES = keys<RetiringInjury>({
  'Lost arm': true,
  Blinded: true,
  'Lost leg': true,
});
export const ME_CHARACTERISTICS = keys<Characteristic>({
  M: true,
  WS: true,
  BS: true,
  S: true,
  T: true,
  W: true,
  I: true,
  A: true,
  Ld: true,
});
/** Table 18 and the skill Tables 19-22. */
export const ME_ADVANCE_TABLES = keys<AdvanceTable>({
  Advancement: true,
  Fighting: true,
  Shooting: true,
  Command: true,
  Magic: true,
});
export const ME_CARRY_KINDS = keys<SupportCarry['kind']>({ Loot: true, Conscription: true });
/** 7.3B-7.5B. */
export const ME_AGREEMENTS = keys<Agreement['kind']>({ 'Cease fire': true, Alliance: true, Vassalage: true });
