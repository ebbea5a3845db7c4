/**
 * The Campaign points order language (rulesets-design.md 3.4: `<subject> - <action>`), read against the map:
 *
 *   <army> - Move <territory>            Move an army (1 CP; the MD roll, CP-R4)
 *   <army> - Rebuild                     Rebuild Defeated Army (1 CP) or Rebuild Broken Army (CP-R2), by status
 *   <territory> - Fortify                Fortify Castle (2 CP, CP-R1) or Fortify Settlement (1 CP)
 *   <territory> - Decrease DV            Decrease DV (1 CP, CP-R13)
 *   Road <A>-<B> - Build Roads           Build Roads (2 CP, CP-R1, CP-R8)
 *   <you> - Sabotage <player>            Sabotage (2 CP); add `fooled <his army> to <territory>` for a 4-5 (CP-R10)
 *   <you> - Give up                      the rest of this turn's CP ("spent or give up")
 *   T1-01 - Winner <army or player>      a battle's result (results stage); `T1-01 - Draw`
 *
 * Pure string work against the state: a player's text is data, never evaluated.
 */
import { didYouMean, splitLine, tidy } from '../../core/orders/line';
import type { CpAction } from '../actions';
import type { CpBattleResult } from '../battles';
import type { CpState } from '../model';
import type { CpOrderCode } from './codes';
import { leading, nameIndex, nameKey } from './names';

export type CpOrder =
  | { readonly kind: 'action'; readonly action: CpAction }
  | { readonly kind: 'report'; readonly battle: string; readonly result: CpBattleResult };

export type CpParsed =
  | { readonly ok: true; readonly order: CpOrder; readonly text: string }
  | { readonly ok: false; readonly code: CpOrderCode; readonly message: string };

const fail = (code: CpOrderCode, message: string): CpParsed => ({ ok: false, code, message });

const ARMY_ACTIONS = ['Move', 'Rebuild', 'Rebuild Defeated Army', 'Rebuild Broken Army'];
const TERRITORY_ACTIONS = ['Fortify', 'Fortify Castle', 'Fortify Settlement', 'Decrease DV'];
const PLAYER_ACTIONS = ['Sabotage', 'Give up'];

/** The subjects a line may start with, by kind. */
function subjects(state: CpState): Map<string, 'army' | 'territory' | 'road' | 'player' | 'battle'> {
  const out = new Map<string, 'army' | 'territory' | 'road' | 'player' | 'battle'>();
  for (const b of state.battles) out.set(nameKey(b.id), 'battle');
  for (const r of state.roads) {
    out.set(nameKey(`Road ${r.a}-${r.b}`), 'road');
    out.set(nameKey(`Road ${r.b}-${r.a}`), 'road');
  }
  for (const p of state.players) out.set(nameKey(p.name), 'player');
  for (const t of state.territories) out.set(nameKey(t.name), 'territory');
  for (const a of state.armies) out.set(nameKey(a.name), 'army');
  return out;
}

/** Reads one line of `who` for the `spend` or `results` stage; the text returned is the line as read. */
export function parseCpLine(state: CpState, who: string, line: string, stage: 'spend' | 'results'): CpParsed {
  const known = subjects(state);
  const split = splitLine(line, (s) => known.has(nameKey(s)));
  if (!split.ok)
    return fail(
      'CP-O001',
      `Write <subject> - <action>, e.g. "Ostland Host - Move Oakfield": the ${split.problem === 'no dash' ? 'dash' : split.problem === 'no subject' ? 'subject' : 'action'} is missing.`,
    );
  const kind = known.get(nameKey(split.subject));
  const all = [
    ...state.armies.map((a) => a.name),
    ...state.territories.map((t) => t.name),
    ...state.players.map((p) => p.name),
    ...state.battles.map((b) => b.id),
  ];
  if (!kind) {
    const road = spacedRoad(state, line);
    if (road) return fail('CP-O002', road);
  }
  if (!kind)
    return fail(
      'CP-O002',
      `'${tidy(split.subject)}' is not an army, territory, road, player or battle of this campaign.${didYouMean(split.subject, all)}`,
    );
  if (stage === 'results') {
    if (kind !== 'battle')
      return fail(
        'CP-O002',
        `Battle results are written "<battle> - Winner <army>" or "<battle> - Draw"; '${tidy(split.subject)}' is not a battle waiting for its result.${didYouMean(
          split.subject,
          state.battles.map((b) => b.id),
        )}`,
      );
    return parseReport(state, who, split.subject, split.action);
  }
  if (kind === 'battle')
    return fail(
      'CP-O015',
      `${tidy(split.subject)} is a battle: its result is reported in the results stage.`,
    );
  switch (kind) {
    case 'army':
      return parseArmy(state, who, split.subject, split.action);
    case 'territory':
      return parseTerritory(state, split.subject, split.action);
    case 'road':
      return parseRoad(state, split.subject, split.action);
    case 'player':
      return parsePlayer(state, who, split.subject, split.action);
  }
}

/** `Road A - B - Build Roads`: the road's own dash spaced like the line's; says how to write it. */
function spacedRoad(state: CpState, line: string): string | null {
  const m = /^\s*road\s+(.+?)\s+-\s+(.+?)\s+-\s+(.+?)\s*$/i.exec(line);
  if (!m) return null;
  const names = nameIndex(state.territories.map((t) => t.name));
  const a = names.get(nameKey(m[1] ?? ''));
  const b = names.get(nameKey(m[2] ?? ''));
  if (!a || !b) return null;
  return `A road is written with no spaces around its dash: "Road ${a}-${b} - ${tidy(m[3] ?? '')}".`;
}

const is = (action: string, word: string): boolean => nameKey(action) === nameKey(word);
const starts = (action: string, word: string): string | null => {
  const a = nameKey(action);
  const w = nameKey(word);
  return a === w ? '' : a.startsWith(`${w} `) ? a.slice(w.length + 1).trim() : null;
};
const unknownAction = (subject: string, action: string, kind: string, choices: readonly string[]): CpParsed =>
  fail(
    'CP-O003',
    `'${tidy(action)}' is not an action for ${kind} ${subject}: ${choices.join(', ')}.${didYouMean(action.split(' ')[0] ?? '', choices)}`,
  );

function parseArmy(state: CpState, who: string, subject: string, action: string): CpParsed {
  const a = state.armies.find((x) => nameKey(x.name) === nameKey(subject));
  if (!a) return fail('CP-O002', `There is no army '${tidy(subject)}'.`);
  if (a.player !== who) return fail('CP-O004', `${a.name} is ${a.player}'s army, not ${who}'s.`);
  const move = starts(action, 'Move');
  if (move !== null) {
    const target = move.replace(/^to /, '');
    const t = nameIndex(state.territories.map((x) => x.name)).get(nameKey(target));
    if (!t)
      return fail(
        'CP-O005',
        `Move ${a.name} where? '${target}' is not a territory.${didYouMean(
          target,
          state.territories.map((x) => x.name),
        )}`,
      );
    return ok({ kind: 'Move an army', army: a.name, to: t }, `${a.name} - Move ${t}`);
  }
  if (is(action, 'Rebuild') || is(action, 'Rebuild Defeated Army') || is(action, 'Rebuild Broken Army')) {
    const broken = is(action, 'Rebuild') ? a.status === 'broken' : is(action, 'Rebuild Broken Army');
    return ok(
      { kind: broken ? 'Rebuild Broken Army' : 'Rebuild Defeated Army', army: a.name },
      `${a.name} - Rebuild`,
    );
  }
  return unknownAction(a.name, action, 'the army', ARMY_ACTIONS);
}

function parseTerritory(state: CpState, subject: string, action: string): CpParsed {
  const t = state.territories.find((x) => nameKey(x.name) === nameKey(subject));
  if (!t) return fail('CP-O002', `There is no territory '${tidy(subject)}'.`);
  if (is(action, 'Fortify') || is(action, 'Fortify Castle') || is(action, 'Fortify Settlement'))
    return ok(
      { kind: t.type === 'Castle' ? 'Fortify Castle' : 'Fortify Settlement', territory: t.name },
      `${t.name} - Fortify`,
    );
  if (is(action, 'Decrease DV') || is(action, 'Decrease'))
    return ok({ kind: 'Decrease DV', territory: t.name }, `${t.name} - Decrease DV`);
  return unknownAction(t.name, action, 'the territory', TERRITORY_ACTIONS);
}

function parseRoad(state: CpState, subject: string, action: string): CpParsed {
  const r = state.roads.find(
    (x) =>
      nameKey(`Road ${x.a}-${x.b}`) === nameKey(subject) ||
      nameKey(`Road ${x.b}-${x.a}`) === nameKey(subject),
  );
  if (!r) return fail('CP-O002', `There is no road '${tidy(subject)}'.`);
  if (!is(action, 'Build Roads') && !is(action, 'Build Road') && !is(action, 'Build'))
    return unknownAction(`${r.a}-${r.b}`, action, 'the road', ['Build Roads']);
  return ok({ kind: 'Build Roads', road: `${r.a}-${r.b}` }, `Road ${r.a}-${r.b} - Build Roads`);
}

function parsePlayer(state: CpState, who: string, subject: string, action: string): CpParsed {
  const p = state.players.find((x) => nameKey(x.name) === nameKey(subject));
  if (!p) return fail('CP-O002', `There is no player '${tidy(subject)}'.`);
  if (p.name !== who) return fail('CP-O004', `Write your own name, ${who}, as the subject, not ${p.name}.`);
  if (is(action, 'Give up')) return ok({ kind: 'Give up' }, `${who} - Give up`);
  const rest = starts(action, 'Sabotage');
  if (rest === null) return unknownAction(who, action, 'the player', PLAYER_ACTIONS);
  const [targetText = '', fooledText] = rest.split(/,?\s*(?:if\s+)?fooled\s+/);
  const players = state.players.map((x) => x.name);
  const target = nameIndex(players).get(nameKey(targetText.replace(/,$/, '')));
  if (!target)
    return fail(
      'CP-O005',
      `Sabotage whom? '${targetText}' is not a player.${didYouMean(targetText, players)}`,
    );
  if (fooledText === undefined) return ok({ kind: 'Sabotage', target }, `${who} - Sabotage ${target}`);
  const his = state.armies.filter((a) => a.player === target).map((a) => a.name);
  const army = leading(fooledText, his);
  const to = army ? starts(army.rest, 'to') : null;
  const t = to === null ? undefined : nameIndex(state.territories.map((x) => x.name)).get(nameKey(to));
  if (!army || !t)
    return fail(
      'CP-O005',
      `After "fooled" write one of ${target}'s armies, "to" and a territory (CP-R10), e.g. "fooled ${his[0] ?? 'Host'} to ${state.territories[0]?.name ?? 'Ford'}".`,
    );
  return ok(
    { kind: 'Sabotage', target, fooled: { army: army.name, to: t } },
    `${who} - Sabotage ${target} fooled ${army.name} to ${t}`,
  );
}

function parseReport(state: CpState, who: string, subject: string, action: string): CpParsed {
  const b = state.battles.find((x) => nameKey(x.id) === nameKey(subject));
  if (!b) return fail('CP-O016', `No battle '${tidy(subject)}' is waiting for its result.`);
  const sides = [b.attacker, b.defender]
    .map((n) => state.armies.find((a) => a.name === n))
    .filter((a) => a !== undefined);
  if (!sides.some((a) => a.player === who))
    return fail(
      'CP-O016',
      `${b.id} is fought by ${sides.map((a) => `${a.name} (${a.player})`).join(' and ')}, not by ${who}.`,
    );
  if (is(action, 'Draw'))
    return { ok: true, order: { kind: 'report', battle: b.id, result: 'draw' }, text: `${b.id} - Draw` };
  const rest = starts(action, 'Winner') ?? starts(action, 'Won by');
  if (rest === null)
    return fail('CP-O003', `A battle's result is "Winner <army>" or "Draw", not '${tidy(action)}'.`);
  const winner = sides.find((a) => nameKey(a.name) === nameKey(rest) || nameKey(a.player) === nameKey(rest));
  if (!winner)
    return fail(
      'CP-O016',
      `'${rest}' fought neither side of ${b.id}: ${sides.map((a) => a.name).join(' or ')}.`,
    );
  return {
    ok: true,
    order: { kind: 'report', battle: b.id, result: { winner: winner.name } },
    text: `${b.id} - Winner ${winner.name}`,
  };
}

function ok(action: CpAction, text: string): CpParsed {
  return { ok: true, order: { kind: 'action', action }, text };
}
