/**
 * What happened to the characters in a battle, told to both of its sides (POST COMBAT; Magic Items): the killed,
 * the captured and their magic items become the battle's Log rows, which every army in it reads. A General's
 * replacement stays his own army's row (his side's choice).
 */
import type { CharacterFate } from './characters';
import type { WmEvent } from './events';

export function toBothSides(battle: string, f: CharacterFate, events: readonly WmEvent[]): WmEvent[] {
  return events.map((e) =>
    e.subject === f.army ? e : { ...e, subject: battle, effect: `${e.subject} ${e.effect}` },
  );
}
