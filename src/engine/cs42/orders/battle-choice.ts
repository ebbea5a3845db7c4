import { BATTLE_CHOICES, BattleChoice } from '../battles/types';
import { choicesOpen } from '../battles/validate';
import type { OrderCode } from './codes';
import { DASHES, didYouMean, isBlankOrComment, normalize, tidy } from './parse';
import type { BattleChoiceEntry, BattleOnRecord, OrderLine, OrderStatus } from './types';

/**
 * Battle lines (Battle Results: "each player has 48 hours to notify the moderator what the intent of his army's
 * commander is. The choices are simple, fight, truce, or run"): `Battle T3-B1 - Fight`, the battle's id as on
 * the Battles tab. A line is checked against the tab: the battle is the player's, not yet settled, the choice is
 * open to the player's side, and the side's cell is blank. An accepted choice fills that blank cell; a cell
 * already filled (by the moderator or an earlier submission) is never changed by a player: the moderator's entry
 * wins.
 */

const DASH = `[${DASHES}]`;
/** `Battle T3-B1 …`, or `T3-B1: …` as the turn report words it (the id is T<turn>-B<n>); a unit named "Battle
 * Hawks" is never a battle line. */
const BATTLE_LINE = new RegExp(
  `^(?:battle\\s+)?t\\s*(\\d{1,6})\\s*${DASH}\\s*b\\s*(\\d{1,4})(?![0-9a-z])(.*)$`,
  'i',
);

/** The line without quotes around it (the turn report quotes its example, `"T3-B1: fight"`). */
function unquoted(text: string): string {
  return tidy(text).replace(/^["'“”‘’]+|["'“”‘’]+$/g, '');
}

export function isBattleLine(text: string): boolean {
  return BATTLE_LINE.test(unquoted(text));
}

/** The canonical id, `T3-B1`. */
function idOf(turn: string, n: string): string {
  return `T${Number(turn)}-B${Number(n)}`;
}

/** The choices open to a side: the battles' own rule (SIEGES), shared with the moderator's warning. */
export { choicesOpen };

const same = (a: string, b: string): boolean => normalize(a) === normalize(b);

interface Verdict {
  readonly status: OrderStatus;
  readonly code: OrderCode;
  readonly message: string;
  readonly battle: string | null;
  readonly choice: BattleChoice | null;
}

const refuse = (code: OrderCode, message: string, battle: string | null = null): Verdict => ({
  status: 'rejected',
  code,
  message,
  battle,
  choice: null,
});

function line(n: number, text: string, v: Verdict): OrderLine {
  const args =
    v.battle !== null && v.choice !== null
      ? { type: 'battle' as const, battle: v.battle, choice: v.choice }
      : null;
  return {
    line: n,
    text,
    name: null,
    kind: null,
    action: 'Battle',
    actionId: 'Battle',
    args,
    argsText: args === null ? '' : `${args.battle} ${args.choice}`,
    actionsUsed: 0,
    step: null,
    cost: 0,
    status: v.status,
    code: v.code,
    message: v.message,
    notes: [],
  };
}

/**
 * Checks a submission's battle lines in order. `battles` is the Battles tab; absent, battle lines are refused
 * (O075: they are taken by the orders form only). Returns a line for each and the choices to enter.
 */
export function checkBattleLines(
  player: string,
  lines: readonly { readonly line: number; readonly text: string }[],
  battles: readonly BattleOnRecord[] | undefined,
): { lines: OrderLine[]; choices: BattleChoiceEntry[] } {
  const cells = new Map((battles ?? []).map((b) => [b.id.toUpperCase(), [...b.choices]]));
  const choices: BattleChoiceEntry[] = [];
  const mine = (battles ?? []).filter((b) => !b.applied && b.sides.some((p) => same(p, player)));
  const out = lines.map((l) => {
    const v = verdict(player, l.text, battles, mine, cells);
    if (v.status === 'ok' && v.battle !== null && v.choice !== null) {
      const b = battles?.find((x) => x.id.toUpperCase() === v.battle);
      const side = b !== undefined && same(b.sides[0], player) ? 0 : 1;
      const cell = cells.get(v.battle);
      if (cell !== undefined && cell[side] === '') {
        cell[side] = v.choice;
        choices.push({ battle: b?.id ?? v.battle, side, choice: v.choice });
      }
    }
    return line(l.line, l.text, v);
  });
  return { lines: out, choices };
}

function verdict(
  player: string,
  text: string,
  battles: readonly BattleOnRecord[] | undefined,
  mine: readonly BattleOnRecord[],
  cells: ReadonlyMap<string, string[]>,
): Verdict {
  const m = BATTLE_LINE.exec(unquoted(text));
  if (m === null) return refuse('O072', 'Write “Battle T3-B1 - Fight” (or Truce, Run).');
  const id = idOf(m[1], m[2]);
  const rest = normalize(m[3].replace(new RegExp(`^\\s*(${DASH}|:)`), '')).replace(/[.!]+$/, '');
  const choice = BATTLE_CHOICES.find((c) => c === rest);
  if (choice === undefined)
    return refuse(
      'O072',
      rest === ''
        ? `Write the choice after the battle's id: “Battle ${id} - Fight”, “Truce” or “Run” (Battle Results).`
        : `“${tidy(m[3]).replace(new RegExp(`^(${DASH}|:)\\s*`), '')}” is not a battle choice: write fight, truce or run (Battle Results).${didYouMean(rest, BATTLE_CHOICES)}`,
      id,
    );
  if (battles === undefined)
    return refuse(
      'O075',
      `Battle choices are taken by the orders form (or entered by the moderator on the Battles tab), not here.`,
      id,
    );
  const battle = battles.find((b) => b.id.toUpperCase() === id.toUpperCase());
  const sideOf = battle === undefined ? -1 : battle.sides.findIndex((p) => same(p, player));
  if (battle === undefined || sideOf < 0) {
    const open = mine.map((b) => b.id);
    return refuse(
      'O070',
      `You have no battle ${id}. ${open.length === 0 ? 'No battle of yours waits for a choice.' : `Your battles waiting for a choice: ${open.join(', ')}.`}`,
      id,
    );
  }
  const side = sideOf === 0 ? 0 : 1;
  if (battle.applied)
    return refuse('O071', `Battle ${battle.id} is already settled: no choice changes it now.`, battle.id);
  const open = choicesOpen(battle.kind, side);
  if (!open.includes(choice))
    return refuse(
      'O073',
      `In battle ${battle.id} (a ${battle.kind}) you are the besieger, who must fight: “All successful sieges become city fights unless the defender flees” (SIEGES).`,
      battle.id,
    );
  const role = side === 0 ? 'you attack' : 'you defend';
  const entered = normalize(cells.get(battle.id.toUpperCase())?.[side] ?? '');
  if (entered !== '' && entered !== choice)
    return refuse(
      'O074',
      `Your side's choice for battle ${battle.id} is already entered as “${entered}”; only the moderator can change it now.`,
      battle.id,
    );
  return {
    status: 'ok',
    code: 'O000',
    message:
      entered === choice
        ? `your choice for battle ${battle.id} (${battle.kind} in ${battle.hex}, ${role}) is already entered: ${choice}.`
        : `your choice for battle ${battle.id} (${battle.kind} in ${battle.hex}, ${role}): ${choice}. It goes on the Battles tab; only the moderator can change it now.`,
    battle: battle.id.toUpperCase(),
    choice,
  };
}

/** A submission's text split in two, each keeping every line's number (the other part's lines left blank). */
export function splitBattleText(text: string): {
  readonly orders: string;
  readonly battles: string;
  readonly hasOrders: boolean;
  readonly hasBattles: boolean;
} {
  const raw = text.split(/\r\n|\r|\n/);
  const battle = raw.map((l) => isBattleLine(l));
  return {
    orders: raw.map((l, i) => (battle[i] ? '' : l)).join('\n'),
    battles: raw.map((l, i) => (battle[i] ? l : '')).join('\n'),
    hasOrders: raw.some((l, i) => !battle[i] && !isBlankOrComment(l)),
    hasBattles: battle.some((b) => b),
  };
}
