/**
 * Characters after a battle (book 002 Personalities, Magic Items, POST COMBAT): the killed and the captured, the
 * General's replacement (WM-R29), and the escape results for magic items, entered by the moderator (WM-R24).
 */
import { wmEvent, type WmEvent } from './events';
import { nation as nationOf, withArmy, withNation } from './map';
import type { WmState } from './model';

/** The escape table is not in the book: the moderator enters each result (WM-R24). */
export type ItemEscape = 'Capture' | 'Escape' | 'Kill';

export interface CharacterFate {
  readonly nation: string;
  readonly character: string;
  readonly fate: 'killed' | 'captured';
  /** The enemy nation (captor, or killer). */
  readonly by: string;
  /** Killed by an enemy character in contact: his items roll on the escape table too. */
  readonly byCharacterInContact?: boolean;
  /** One escape result per magic item he carries, in order. */
  readonly items?: readonly ItemEscape[];
  /** A General killed: the hero present at the battle (or from the roster) who replaces him; none: a royal nephew. */
  readonly replacement?: string;
  /** The army he led, when a General. */
  readonly army?: string;
}

const CITE = '002 Personalities; Magic Items; POST COMBAT';

export function applyFate(state: WmState, f: CharacterFate): { state: WmState; events: WmEvent[] } {
  const n = nationOf(state, f.nation);
  const c = n.characters.find((x) => x.name === f.character);
  if (!c || c.status !== 'active')
    throw new RangeError(`${f.character} is not an active character of ${f.nation}`);
  const events: WmEvent[] = [];
  let next = withNation(state, f.nation, {
    characters: n.characters.map((x) =>
      x.name === f.character
        ? {
            ...x,
            status: f.fate === 'killed' ? 'dead' : 'captured',
            capturedBy: f.fate === 'captured' ? f.by : undefined,
            items: [],
          }
        : x,
    ),
  });
  events.push(
    wmEvent(
      'M3 Combat',
      f.character,
      f.fate === 'killed' ? `killed by ${f.by}` : `captured by ${f.by}`,
      CITE,
    ),
  );

  // Items roll on the escape table when captured or killed by an enemy character in contact; else they are lost.
  const rolls = f.fate === 'captured' || f.byCharacterInContact === true;
  if (rolls && (f.items?.length ?? 0) !== c.items.length)
    throw new RangeError(
      `${f.character} carries ${c.items.length} magic item(s): enter an escape result for each (WM-R24)`,
    );
  c.items.forEach((item, i) => {
    const result = rolls ? f.items?.[i] : undefined;
    const to = result === 'Capture' ? f.by : result === 'Escape' ? f.nation : null;
    if (to) {
      const holder = nationOf(next, to);
      next = withNation(next, to, { spareItems: [...(holder.spareItems ?? []), item] });
    }
    events.push(
      wmEvent('M3 Combat', item, to ? `goes to ${to}'s roster (${String(result)})` : 'is lost', CITE),
    );
  });

  if (c.type === 'General' && f.fate === 'killed' && f.army) next = replaceGeneral(next, f, events);
  return { state: next, events };
}

function replaceGeneral(state: WmState, f: CharacterFate, events: WmEvent[]): WmState {
  const n = nationOf(state, f.nation);
  const hero = f.replacement ? n.characters.find((x) => x.name === f.replacement) : undefined;
  if (f.replacement && (!hero || hero.status !== 'active' || hero.type !== 'Hero'))
    throw new RangeError(`${f.replacement} is not an active Hero of ${f.nation}`);
  if (!hero && n.characters.some((x) => x.type === 'Hero' && x.status === 'active'))
    throw new RangeError(`${f.nation} must name a Hero to replace ${f.character} (Personalities)`);
  const army = f.army ?? '';
  if (hero) {
    events.push(wmEvent('M3 Combat', army, `${hero.name} replaces ${f.character} as General`, CITE));
    return withArmy(
      withNation(state, f.nation, {
        characters: n.characters.map((x) => (x.name === hero.name ? { ...x, type: 'General' as const } : x)),
      }),
      army,
      { general: hero.name },
    );
  }
  const nephew = `${army} royal nephew`;
  events.push(
    wmEvent(
      'M3 Combat',
      army,
      `no heroes left: a royal nephew leads as a +1 General until the New Year (WM-R29)`,
      CITE,
    ),
  );
  return withArmy(
    withNation(state, f.nation, {
      characters: [
        ...n.characters,
        { name: nephew, type: 'General', status: 'active', items: [], royalNephew: true },
      ],
    }),
    army,
    { general: nephew },
  );
}
