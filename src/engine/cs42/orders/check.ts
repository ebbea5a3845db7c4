import type { Hex } from '../../hex';
import { emptyRecord, ownEntry } from '../../own';
import { cityActionsAllowed } from '../city-actions';
import { armySupply, unitSupply } from '../supply';
import { armyActions, unitActions } from '../supply-effects';
import { checkBattleLines, isBattleLine } from './battle-choice';
import { CheckContext, Entity, faultMessage } from './context';
import { ORDER_CODES, OrderCode } from './codes';
import { readAction } from './language';
import { didYouMean, isBlankOrComment, leadingName, normalize, splitLine, tidy } from './parse';
import { StateIndex } from './state-index';
import { Draft, walkTurn } from './turn';
import type { ActionId, CheckInput, Holding, OrderKind, OrderLine, OrderNote, OrderReceipt } from './types';

/**
 * Checking a whole submission (LANGUAGE.md, "Checking"). Pure: the state is read, never changed; the text is
 * data, never evaluated; every line that is not blank or a comment comes back with a status, code and message.
 */

const CREATES: Partial<Record<ActionId, OrderKind>> = {
  RaiseTroops: 'army',
  RaiseEngineer: 'engineer',
  RaiseSpy: 'spy',
  CommissionScouts: 'scout',
  SpawnSettlers: 'settler',
};

function entity(kind: OrderKind, name: string, hex: Hex, extra: Partial<Entity> = {}): Entity {
  return {
    name,
    ledgerName: name,
    kind,
    hex,
    army: null,
    unit: null,
    city: null,
    allowance: 0,
    supply: null,
    createdBy: null,
    createdOk: false,
    ...extra,
  };
}

function registerOwn(ctx: CheckContext): void {
  const add = (e: Entity): void => void ctx.entities.set(normalize(e.name), e);
  for (const c of ctx.index.citiesOf(ctx.player))
    add(entity('city', c.name, c.hex, { city: c, allowance: cityActionsAllowed(c.size) }));
  for (const a of ctx.index.armiesOf(ctx.player)) add(entity('army', a.name, a.hex, { army: a }));
  for (const u of ctx.index.unitsOf(ctx.player)) {
    const kind: OrderKind =
      u.type === 'Engineer'
        ? 'engineer'
        : u.type === 'Settler'
          ? 'settler'
          : u.type === 'Scout'
            ? 'scout'
            : 'spy';
    const e = entity(kind, u.name, u.hex, { unit: u, allowance: 1 });
    if (u.type !== 'Spy') {
      e.supply = unitSupply(ctx.oracle, u).status;
      e.allowance = unitActions(u.type, e.supply, ctx.settings.settlerVariant ?? 'table');
    }
    add(e);
  }
}

type Read = {
  line: number;
  text: string;
  entity: Entity | null;
  draft: Draft | null;
  problem: { code: OrderCode; message: string } | null;
};

function readLine(ctx: CheckContext, line: number, text: string): Read {
  const known = (n: string): boolean => ctx.entities.has(normalize(n));
  const split = splitLine(text, known);
  const own = (): string[] => [...ctx.entities.values()].map((e) => e.name);
  const bad = (code: OrderCode, message: string): Read => ({
    line,
    text,
    entity: null,
    draft: null,
    problem: { code, message },
  });
  if (!split.ok) {
    if (split.problem === 'O001') {
      const lead = leadingName(text, own());
      const hint =
        lead === null
          ? ''
          : ` Put a dash after the name: “${lead} - ${tidy(text).slice(lead.length).trim()}”.`;
      return bad('O001', `Write the name, a dash, then the action, e.g. “Iron Host - Move 3”.${hint}`);
    }
    if (split.problem === 'O002')
      return bad('O002', 'Write the unit or city name before the dash, e.g. “Iron Host - Move 3”.');
    const e = ctx.entity(split.name);
    return {
      ...bad('O003', `Write an action after the dash, e.g. “${e?.name ?? split.name} - Hold”.`),
      entity: e ?? null,
    };
  }
  const e = ctx.entity(split.name);
  if (e === undefined)
    return bad('O004', `You have no unit or city called “${split.name}”.${didYouMean(split.name, own())}`);
  const r = readAction(e.kind, split.action);
  if (!r.ok) return { line, text, entity: e, draft: null, problem: { code: r.code, message: r.message } };
  return {
    line,
    text,
    entity: e,
    problem: null,
    draft: { line, text, order: { line, spec: r.spec, args: r.args } },
  };
}

/** A fault while reading one line rejects that line only (O099). */
function readLineSafely(ctx: CheckContext, line: number, text: string): Read {
  try {
    return readLine(ctx, line, text);
  } catch (error) {
    return { line, text, entity: null, draft: null, problem: { code: 'O099', message: faultMessage(error) } };
  }
}

/** New armies and units named by this submission become orderable names (their lines are checked later); a name
 * only an unseen unit bears is one too, under the ledger's name for it (naming.ts). */
function registerCreated(ctx: CheckContext, reads: readonly Read[]): void {
  for (const r of reads) {
    if (r.draft === null || r.entity === null) continue;
    const { spec, args } = r.draft.order;
    const made =
      spec.id === 'Split' && args.type === 'split'
        ? args.parts.map((p) => p.name)
        : args.type === 'new' && ownEntry(CREATES, spec.id) !== undefined
          ? [args.name]
          : [];
    const kind = spec.id === 'Split' ? 'army' : ownEntry(CREATES, spec.id);
    for (const name of made) {
      const n = normalize(name);
      if (kind === undefined || ctx.entities.has(n) || ctx.knows.named(name).length > 0) continue;
      ctx.entities.set(
        n,
        entity(kind, tidy(name), r.entity.hex, {
          ledgerName: ctx.names.of(tidy(name)),
          createdBy: { line: r.line, creator: r.entity.name },
        }),
      );
    }
  }
}

function setArmyAllowances(ctx: CheckContext, reads: readonly Read[]): void {
  const unpaid = new Set(
    reads
      .filter((r) => r.draft?.order.spec.id === 'NoUpkeep' && r.entity !== null)
      .map((r) => r.entity as Entity),
  );
  for (const e of ctx.entities.values()) {
    if (e.army === null) continue;
    e.supply = armySupply(ctx.oracle, e.army, { upkeepPaid: !unpaid.has(e) }).status;
    e.allowance = armyActions(e.supply);
  }
  for (const r of reads) {
    const o = r.draft?.order;
    if (o === undefined || o.spec.id !== 'Join' || o.args.type !== 'target' || r.entity === null) continue;
    const key = normalize(r.entity.name);
    const joins = ctx.joins.get(key);
    if (joins === undefined) ctx.joins.set(key, [normalize(o.args.target)]);
    else joins.push(normalize(o.args.target));
  }
}

function rejectedLine(r: Read): OrderLine {
  const problem = r.problem ?? { code: 'O005' as OrderCode, message: ORDER_CODES.O005.summary };
  return {
    line: r.line,
    text: r.text,
    name: r.entity?.ledgerName ?? null,
    kind: r.entity?.kind ?? null,
    action: null,
    actionId: null,
    args: null,
    argsText: '',
    actionsUsed: 0,
    step: null,
    cost: 0,
    status: 'rejected',
    code: problem.code,
    message: problem.message,
    notes: [],
  };
}

/** Checks a submission; never throws: a fault outside any one line rejects every line with O099 (issue 11). */
export function checkOrders(input: CheckInput): OrderReceipt {
  try {
    return checkSubmission(input);
  } catch (error) {
    const lines = input.text
      .split(/\r\n|\r|\n/)
      .map((text, i) => ({ text, line: i + 1 }))
      .filter((x) => !isBlankOrComment(x.text))
      .map((x) =>
        rejectedLine({
          ...x,
          entity: null,
          draft: null,
          problem: { code: 'O099', message: faultMessage(error) },
        }),
      );
    return { player: input.player, lines, holds: [], warnings: [], totalCost: 0, treasury: input.treasury };
  }
}

function checkSubmission(input: CheckInput): OrderReceipt {
  const previous = new Map(Object.entries(input.previous ?? {}).map(([k, v]) => [normalize(k), v]));
  const index = input.index?.state === input.state ? input.index : new StateIndex(input.state);
  const ctx = new CheckContext(index, input.player, input.settings ?? {}, previous);
  registerOwn(ctx);
  const raw = input.text.split(/\r\n|\r|\n/);
  const all = raw.map((text, i) => ({ text, line: i + 1 })).filter((x) => !isBlankOrComment(x.text));
  const battle = checkBattleLines(
    input.player,
    all.filter((x) => isBattleLine(x.text)),
    input.battles,
  );
  const numbered = all.filter((x) => !isBattleLine(x.text));
  let reads = numbered.map((x) => readLineSafely(ctx, x.line, x.text));
  registerCreated(ctx, reads);
  reads = reads.map((r) =>
    r.problem?.code === 'O004' || r.problem?.code === 'O001' ? readLineSafely(ctx, r.line, r.text) : r,
  );
  setArmyAllowances(ctx, reads);

  const out = new Map<number, OrderLine>(battle.lines.map((l) => [l.line, l]));
  for (const r of reads) if (r.draft === null) out.set(r.line, rejectedLine(r));
  const groups = new Map<Entity, Draft[]>();
  for (const r of reads) {
    if (r.draft === null || r.entity === null) continue;
    const group = groups.get(r.entity);
    if (group === undefined) groups.set(r.entity, [r.draft]);
    else group.push(r.draft);
  }
  const rank = (e: Entity): number => (e.kind === 'city' ? 0 : e.createdBy === null ? 1 : 2);
  const order = [...groups.keys()].sort((a, b) => rank(a) - rank(b));
  const warnings: OrderNote[] = [];
  for (const e of order) {
    const walked = walkTurn(ctx, e, groups.get(e) ?? []);
    for (const l of walked.lines) out.set(l.line, l);
    warnings.push(...walked.warnings);
  }
  for (const e of ctx.entities.values())
    if (!groups.has(e) && e.createdBy === null) warnings.push(...walkTurn(ctx, e, []).warnings);

  const lines = [...out.values()].sort((a, b) => a.line - b.line);
  const acting = new Set(
    lines
      // An army stepping into a Mystic Portal does not hold, though the line costs no action.
      .filter((l) => l.status !== 'rejected' && (l.actionsUsed > 0 || l.actionId === 'EnterPortal'))
      .map((l) => normalize(l.name ?? '')),
  );
  const holds: Holding[] = [...ctx.entities.values()]
    .filter(
      (e) =>
        (e.createdBy === null || (e.createdOk && typeof e.allowance === 'number' && e.allowance > 0)) &&
        e.allowance !== 'destroyed',
    )
    .filter((e) => !acting.has(normalize(e.name)))
    .map((e) => ({ name: e.name, kind: e.kind }));
  if (![...ctx.entities.values()].some((e) => e.createdBy === null))
    warnings.push({
      code: 'W015',
      message:
        'You have no army, unit or city in the ledger, so nothing of yours takes orders this turn. A player who joins mid-game gets their starting forces from the moderator (Joining a Campaign in Progress).',
    });
  const totalCost = lines.filter((l) => l.status !== 'rejected').reduce((a, l) => a + l.cost, 0);
  if (totalCost > input.treasury)
    warnings.push({
      code: 'W001',
      message: `These orders cost ${totalCost} guilders and the treasury holds ${input.treasury} now. Income arrives first, so they stand; whatever cannot be paid is not carried out.`,
    });
  return {
    player: input.player,
    lines,
    holds,
    warnings,
    totalCost,
    treasury: input.treasury,
    choices: battle.choices,
    moderator: ctx.moderator,
  };
}

/** The accepted actions of a receipt, by name: next turn's `previous` (multi-turn work, two-turn limits). */
export function acceptedActions(receipt: OrderReceipt): Record<string, ActionId[]> {
  const out = emptyRecord<ActionId[]>();
  for (const l of receipt.lines)
    if (l.status !== 'rejected' && l.name !== null && l.actionId !== null)
      (out[l.name] ??= []).push(l.actionId);
  return out;
}
