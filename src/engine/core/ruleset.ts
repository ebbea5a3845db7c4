/**
 * The rule books a campaign may name on the Campaign tab (rulesets-design.md 3.1). A book is playable once its
 * ruleset is registered end to end (the registry, gas/rulesets.ts, is the one list of them); naming one that
 * is not is refused with a message, never silently played as another book.
 */
export type RulesetId = 'cs42' | 'me' | 'cp' | 'ct' | 'wm';

export interface RulesetInfo {
  readonly id: RulesetId;
  /** As written in the Campaign tab's Ruleset cell. */
  readonly name: string;
  /** Other spellings a moderator may type, lower case. */
  readonly aliases: readonly string[];
  /** The book under `rules/`. */
  readonly book: string;
}

export const RULESETS: readonly RulesetInfo[] = [
  {
    id: 'cs42',
    name: 'Campaign System v4.2',
    aliases: ['cs42', 'campaign system', 'campaign system 4.2', 'campaign system v4.2'],
    book: '000_0ed6eb7e46d2a6b7.txt',
  },
  {
    id: 'me',
    name: 'Mighty Empires',
    aliases: ['me', 'mighty empires'],
    book: '004_bfe984a46f3a28b7.txt',
  },
  {
    id: 'cp',
    name: 'Campaign points',
    aliases: ['cp', 'campaign points'],
    book: '003_7f2533244c451ac3.txt',
  },
  {
    id: 'ct',
    name: 'Chronopia territories',
    aliases: ['ct', 'chronopia', 'chronopia territories'],
    book: '001_0375d86a32d7c1cf.txt',
  },
  {
    id: 'wm',
    name: 'WarMaster campaigning',
    aliases: ['wm', 'warmaster', 'warmaster campaigning'],
    book: '002_4a13a8ac20a52d4a.txt',
  },
];

/** The ruleset a Ruleset cell names (by name or alias, any case and spacing); null when none matches. */
export function rulesetByName(text: string): RulesetInfo | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return RULESETS.find((r) => r.name.toLowerCase() === key || r.aliases.includes(key)) ?? null;
}

/**
 * The message for a Ruleset cell that cannot be played by `playableIds` (the registered rulesets, or the one a
 * reader plays); null when it can (blank means Campaign System v4.2).
 */
export function rulesetProblem(text: string, playableIds: readonly RulesetId[]): string | null {
  if (text.trim() === '') return null;
  const playable = RULESETS.filter((r) => playableIds.includes(r.id)).map((r) => r.name);
  const found = rulesetByName(text);
  if (!found) return `'${text}' is not a ruleset this ledger knows; write one of: ${playable.join(', ')}`;
  if (!playableIds.includes(found.id))
    return `${found.name} is not playable in this version of Campaign Ledger yet; write one of: ${playable.join(', ')} (or blank)`;
  return null;
}
