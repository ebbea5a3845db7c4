/**
 * The moderator's summary card per player (preview and Resolve): the CP he has left, then every event of the
 * stage that is his, as the Log has it, players in this turn's order of play (003 Determin Order Phase: "The
 * order stays the same for the whole turn, in each phase").
 */
import type { CpEvent } from '../events';
import type { CpState } from '../model';

/** The message log's "N CP left" after each spend (spend-one.ts): the card's first line says it once. */
const CP_LEFT = /^\d+ CP left( \(no CP spent\))?$/;
const BATTLE = /^(T\d+-\d+):/;

/** Players in order of play; any not drawn yet (before Determine Order) after them, as the sheet lists them. */
function inOrder(state: CpState): string[] {
  const drawn = state.order.filter((n) => state.players.some((p) => p.name === n));
  return [...drawn, ...state.players.map((p) => p.name).filter((n) => !drawn.includes(n))];
}

/**
 * Whether an event is `player`'s: about him (alone or among others named), one of his armies (removed ones too,
 * from `before`), a territory he held or holds or where one of his armies stood or stands, a road touching a
 * territory of his, one of his battles (its "T1-01:" line), or a die keyed to him or his army.
 */
function concerns(before: CpState, after: CpState, player: string): (e: CpEvent) => boolean {
  const armies = [...before.armies, ...after.armies].filter((a) => a.player === player);
  const armyNames = new Set(armies.map((a) => a.name));
  const places = new Set([
    ...[...before.territories, ...after.territories].filter((t) => t.owner === player).map((t) => t.name),
    ...armies.map((a) => a.territory),
  ]);
  const roads = new Set(
    [...before.roads, ...after.roads]
      .filter((r) => places.has(r.a) || places.has(r.b))
      .map((r) => `${r.a}-${r.b}`),
  );
  const battles = new Set(
    [...before.battles, ...after.battles]
      .filter((b) => armyNames.has(b.attacker) || armyNames.has(b.defender))
      .map((b) => b.id),
  );
  const mine = (name: string): boolean => name === player || armyNames.has(name);
  return (e) =>
    e.subject.split(', ').some(mine) ||
    places.has(e.subject) ||
    roads.has(e.subject) ||
    battles.has(BATTLE.exec(e.effect)?.[1] ?? '') ||
    (e.key !== '' && mine(e.key.split(':').at(-1) ?? ''));
}

/**
 * Summary lines per player: the CP he has left, then his events (less the log's own "N CP left", which would say
 * the CP left again; a FREE action's "no CP spent" is kept on the first line). `before`: the state the stage
 * started from (armies removed and battles settled in it still count).
 */
export function cpSummaries(
  state: CpState,
  events: readonly CpEvent[],
  before: CpState = state,
): { player: string; lines: string[] }[] {
  return inOrder(state).map((name) => {
    const cp = state.players.find((p) => p.name === name)?.cp ?? 0;
    const left = events.filter((e) => e.subject === name && CP_LEFT.test(e.effect));
    const free = left.at(-1)?.effect.endsWith('(no CP spent)') === true;
    const his = concerns(before, state, name);
    return {
      player: name,
      lines: [
        `CP left: ${cp}${free ? ' (no CP spent)' : ''}`,
        ...events.filter((e) => his(e) && !left.includes(e)).map((e) => `${e.subject}: ${e.effect}`),
      ],
    };
  });
}
