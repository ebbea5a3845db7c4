/**
 * Checking a Mighty Empires submission (LANGUAGE.md): every line that is not blank or a comment comes back with
 * a status, a code and a message naming it; accepted lines carry the typed order the stages resolve. Pure: the
 * state is read, never changed; the text is data, never evaluated; nothing the player writes makes it throw.
 */
import { didYouMean, leadingName, orderLines, shown, splitLine, tidy } from '../../core/orders/line';
import { ME_ORDER_CODES } from './codes';
import { findSubject, readContext, subjectNames, type ReadContext } from './context';
import { refuse, where, type CheckState, type Draft, type Verdict } from './draft';
import { readAction } from './language';
import { checkBattleChoices } from './legality-battle';
import { checkBids, checkBuilding, checkInteractions } from './legality-build';
import { checkArmyOrders, checkEdicts, checkExpenditureOrders } from './legality-map';
import { armyLegalityWarnings, armyListWarning } from './army-warnings';
import { supportWarning } from './support-warning';
import type { MeCheckInput, MeOrderLine, MeOrderReceipt } from './types';
import { startOfTurn } from '../diplomacy';

type Read = {
  readonly line: number;
  readonly text: string;
  readonly draft: Draft | null;
  readonly problem: Verdict | null;
};

function faultMessage(error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `This line could not be checked (${shown(why, 120)}); nothing was taken from it. Tell the moderator.`;
}

function readLine(ctx: ReadContext, line: number, text: string): Read {
  const bad = (v: Verdict): Read => ({ line, text, draft: null, problem: v });
  const split = splitLine(text, (s) => findSubject(ctx, s) !== undefined);
  if (!split.ok) {
    if (split.problem === 'no dash') {
      const lead = leadingName(text, subjectNames(ctx));
      const hint =
        lead === null
          ? ''
          : ` Put a dash after it: “${lead} - ${shown(tidy(text).slice(lead.length).trim())}”.`;
      return bad(
        refuse(
          'ME-O001',
          `Write the subject, a dash, then the action, e.g. “Iron Host - Invade 0506” or “0405 - Industry”.${hint}`,
        ),
      );
    }
    if (split.problem === 'no subject')
      return bad(
        refuse(
          'ME-O002',
          'Write a hex, an army, “Kingdom” or a battle before the dash, e.g. “Kingdom - Conscription 2”.',
        ),
      );
    return bad(
      refuse(
        'ME-O003',
        `Write an action after the dash, e.g. “${shown(split.subject, 40)} - …”; see the help for the actions.`,
      ),
    );
  }
  const subject = findSubject(ctx, split.subject);
  if (subject === undefined) {
    const hint = didYouMean(split.subject.slice(0, 200), subjectNames(ctx));
    const hexLike = /^\d{3,4}$/.test(split.subject) ? ` ${split.subject} is not a hex of the map.` : '';
    return bad(
      refuse(
        'ME-O004',
        `“${shown(split.subject, 40)}” is not a hex, one of your armies, “Kingdom” or one of your battles.${hexLike}${hint}`,
      ),
    );
  }
  const r = readAction(subject, split.action, ctx);
  if (!r.ok) return bad(refuse(r.code, r.message));
  const corrected = r.corrected || (subject.kind === 'hex' && tidy(split.subject) !== subject.name);
  return {
    line,
    text,
    problem: null,
    draft: { line, text, subject, spec: r.spec, order: r.order, argsText: r.argsText, corrected },
  };
}

function readLineSafely(ctx: ReadContext, line: number, text: string): Read {
  try {
    return readLine(ctx, line, text);
  } catch (error) {
    return { line, text, draft: null, problem: refuse('ME-O099', faultMessage(error)) };
  }
}

function toLine(r: Read, verdict: Verdict): MeOrderLine {
  const d = r.draft;
  const base = {
    line: r.line,
    text: r.text,
    subject: d?.subject.name ?? null,
    subjectKind: d?.subject.kind ?? null,
    action: d?.spec.label ?? null,
    argsText: d?.argsText ?? '',
  };
  if (!verdict.ok)
    return { ...base, order: null, status: 'rejected', code: verdict.code, message: verdict.message };
  if (d?.corrected)
    return {
      ...base,
      order: verdict.order,
      status: 'corrected',
      code: 'ME-O019',
      message: `Read as “${where(d)}”. ${verdict.message}`,
    };
  return { ...base, order: verdict.order, status: 'ok', code: 'ME-O000', message: verdict.message };
}

/** An army whose Raise army line was refused does not exist: its own lines are refused with it (3.2B). */
function unraised(cs: CheckState, drafts: readonly Draft[]): void {
  for (const d of drafts) {
    if (d.order.kind !== 'raise army' || cs.verdicts.get(d.line)?.ok) continue;
    const name = d.order.army;
    for (const e of drafts)
      if (e.subject.kind === 'army' && e.subject.name === name && cs.verdicts.get(e.line)?.ok)
        cs.verdicts.set(
          e.line,
          refuse('ME-O016', `${name} is not raised: line ${d.line} was refused (3.2B).`),
        );
  }
}

/** 7.3B: Invade orders of the turn a cease fire begins are void: the invasion of that player's hex says so. */
function ceaseFireNote(cs: CheckState, drafts: readonly Draft[]): void {
  const truce = new Set<string>();
  for (const d of drafts) {
    const v = cs.verdicts.get(d.line);
    if (v?.ok && v.order.kind === 'declaration' && v.order.declaration === 'Cease fire')
      truce.add(v.order.other);
  }
  if (truce.size === 0) return;
  for (const d of drafts) {
    const v = cs.verdicts.get(d.line);
    if (!v?.ok || v.order.kind !== 'invade') continue;
    const owner = cs.ctx.hexes.get(v.order.hex)?.owner ?? null;
    if (owner !== null && truce.has(owner))
      cs.verdicts.set(d.line, {
        ...v,
        message: `${v.message} Void if ${owner} writes the cease fire too (7.3B).`,
      });
  }
}

/** Checks a submission; never throws: a fault outside any one line rejects every line with ME-O099. */
export function checkMeOrders(input: MeCheckInput): MeOrderReceipt {
  try {
    return checkSubmission(input);
  } catch (error) {
    const lines: MeOrderLine[] = orderLines(typeof input.text === 'string' ? input.text : '').map((x) =>
      toLine({ ...x, draft: null, problem: null }, refuse('ME-O099', faultMessage(error))),
    );
    return {
      player: input.player,
      turn: input.turn,
      stage: input.stage,
      lines,
      orders: [],
      warnings: [],
      powerSpent: 0,
    };
  }
}

function checkSubmission(given: MeCheckInput): MeOrderReceipt {
  // 7.3B: a break ordered last turn ends "at the beginning of the following campaign turn": the orders of this
  // turn are checked against the agreements as the Orders stage will start them.
  const input =
    given.stage === 'Orders'
      ? {
          ...given,
          state: { ...given.state, agreements: startOfTurn(given.state.agreements, given.turn).agreements },
        }
      : given;
  const ctx = readContext(input);
  // A ledger cell may hand over a number or nothing: only text carries orders.
  const numbered = orderLines(typeof input.text === 'string' ? input.text : '');
  let reads = numbered.map((x) => readLineSafely(ctx, x.line, x.text));
  // A third army raised here takes orders on the other lines (3.2B).
  const raised = reads.flatMap((r) => (r.draft?.order.kind === 'raise army' ? [r.draft.order.army] : []));
  if (raised.length > 0) {
    for (const name of raised) ctx.armies.add(name);
    reads = reads.map((r) =>
      r.problem?.ok === false && r.problem.code === 'ME-O004' ? readLineSafely(ctx, r.line, r.text) : r,
    );
  }
  const cs: CheckState = { ctx, settings: input.settings ?? {}, turn: input.turn, verdicts: new Map() };
  const drafts = reads.flatMap((r) => (r.draft === null ? [] : [r.draft]));
  const kingdom = input.state.kingdoms.find((k) => k.player === input.player && !k.eliminated);
  for (const d of drafts) {
    if (!d.spec.stages.includes(input.stage))
      cs.verdicts.set(
        d.line,
        refuse(
          'ME-O008',
          `${d.spec.label} is written at the ${d.spec.stages.join(' or ')} stage; this is the ${input.stage} stage (2.0A).`,
        ),
      );
    else if (kingdom === undefined && d.subject.kind !== 'battle')
      cs.verdicts.set(
        d.line,
        refuse('ME-O004', `${input.player} holds no kingdom in this campaign, so takes no orders.`),
      );
  }
  const invading = checkArmyOrders(cs, drafts);
  checkEdicts(cs, drafts, invading);
  const powerSpent = checkExpenditureOrders(cs, drafts, invading);
  const fortresses = new Set(
    drafts.flatMap((d) => {
      const v = cs.verdicts.get(d.line);
      return v?.ok && v.order.kind === 'expenditure' && v.order.expenditure.action === 'Build Fortress'
        ? [v.order.expenditure.hex]
        : [];
    }),
  );
  checkBuilding(cs, drafts, fortresses);
  checkBids(cs, drafts);
  checkInteractions(cs, drafts);
  checkBattleChoices(cs, drafts);
  unraised(cs, drafts);
  ceaseFireNote(cs, drafts);

  const lines = reads.map((r) =>
    toLine(
      r,
      r.problem ??
        cs.verdicts.get(r.line) ??
        refuse('ME-O099', 'This line was read but no check answered it.'),
    ),
  );
  const orders = lines.flatMap((l) => (l.order === null ? [] : [l.order]));
  const warnings: { code: keyof typeof ME_ORDER_CODES; message: string }[] = [];
  if (input.stage === 'Orders' && kingdom !== undefined) {
    const moved = new Set(
      orders.flatMap((o) => (o.kind === 'patrol' || o.kind === 'invade' ? [o.army] : [])),
    );
    // An army folded into another this turn takes no order of its own (3.2B).
    const folded = new Set(orders.flatMap((o) => (o.kind === 'fold army' ? [o.army] : [])));
    for (const a of input.state.armies)
      if (a.owner === input.player && !moved.has(a.name) && !folded.has(a.name))
        warnings.push({
          code: 'ME-O050',
          message: `${a.name} has no Patrol or Invade order: each army gets one a turn (4.0B).`,
        });
  }
  if (input.stage === 'Orders' && kingdom !== undefined) {
    const over = supportWarning(input, orders);
    if (over !== null) warnings.push({ code: 'ME-O051', message: over });
    const list = armyListWarning(input, orders);
    if (list !== null) warnings.push({ code: 'ME-O052', message: list });
    for (const p of armyLegalityWarnings(input, orders)) warnings.push({ code: 'ME-O053', message: p });
  }
  return { player: input.player, turn: input.turn, stage: input.stage, lines, orders, warnings, powerSpent };
}
