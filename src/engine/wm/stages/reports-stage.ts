/**
 * Stage `reports` (TURN ORDER 3-5; POST COMBAT): each battle to fight applied from its two players' reports: VP and
 * the victory level (WM-R10), survival rolls for every unit with stands lost (WM-R11), the loser's retreat or rout
 * (WM-R31), a siege decided; then the month ends (Gaining Control negated for every army that fought).
 */
import { Dice } from '../../dice';
import { addSummary, summariesOf, type StageJournalEntry, type StageSpec } from '../../core/stage';
import { resolveBattle } from '../battle';
import { wmEvent, type WmEvent } from '../events';
import { army as armyOf, withArmy } from '../map';
import { endSiege } from '../siege';
import { toStageBattle } from './battles';
import { oncePerRace, pickUpStep, spendStep } from './experience-step';
import { minorStep } from './minor-step';
import { fatesOf, sideOf } from './report-sides';
import { unreported, waitingNote } from './report-waiting';
import { applySpecial, lostUnits, survivalLosses } from './reports-special';
import { capturedBetween } from '../captives';
import { endOfMonth } from './month-end';
import type { WmBattle, WmCampaign, WmOrder } from './model';
import { WM_STAGE_IDS } from './model';

export const REPORTS_STAGE: StageSpec<WmCampaign, WmOrder, WmEvent> = {
  id: WM_STAGE_IDS.reports,
  label: 'Apply the battle reports',
  waits: 'battle reports',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    let c: WmCampaign = input.state;
    const events: WmEvent[] = [];
    const entries: StageJournalEntry[] = [];
    const warnings: string[] = [];
    const cards = new Map<string, string[]>();
    const fought = new Set<string>();
    const routedNow = new Set<string>();
    const applied: WmBattle[] = [];
    // A battle lacking a side's report waits; the month's other steps wait with it, so none is applied twice.
    const waiting = new Set<string>();
    for (const b of input.state.battles)
      for (const silent of unreported(c.state, b, input.orders)) {
        waiting.add(b.id);
        warnings.push(waitingNote(b, silent));
      }
    if (waiting.size === 0) {
      const spent = spendStep(c.state, input.orders);
      c = { ...c, state: spent.state };
      events.push(...spent.events);
      entries.push(...spent.entries);
    }
    for (const b of input.state.battles) {
      if (b.status !== 'to fight' || waiting.has(b.id)) continue;
      const special = applySpecial(c, b, input.orders, dice);
      if (special) {
        c = special.campaign;
        events.push(...special.events);
        entries.push(...special.entries);
        warnings.push(...special.warnings);
        for (const n of special.fought) fought.add(n);
        for (const n of special.routed) routedNow.add(n);
        for (const [n, line] of special.cards) addSummary(cards, n, line);
        applied.push(special.done);
        continue;
      }
      const [x, y] = b.armies;
      const nx = armyOf(c.state, x).nation;
      const ny = armyOf(c.state, y).nation;
      let sa = sideOf(b, x, input.orders.get(nx) ?? [], warnings);
      let sb = sideOf(b, y, input.orders.get(ny) ?? [], warnings);
      if (sa.soleObjective && sb.soleObjective) {
        warnings.push(`${b.id}: both sides claim the objective alone; neither is given the 200 VP`);
        sa = { ...sa, soleObjective: false };
        sb = { ...sb, soleObjective: false };
      }
      const lostBefore = new Map([nx, ny].map((n) => [n, lostUnits(c.state, n)]));
      const characters = [
        ...fatesOf(b, armyOf(c.state, x), ny, input.orders.get(nx) ?? []),
        ...fatesOf(b, armyOf(c.state, y), nx, input.orders.get(ny) ?? []),
      ];
      const out = ((): ReturnType<typeof resolveBattle> => {
        try {
          return resolveBattle(c.state, { id: b.id, a: sa, b: sb, characters }, dice);
        } catch (e) {
          throw new Error(`Orders: the reports of ${b.id} cannot be applied: ${(e as Error).message}`, {
            cause: e,
          });
        }
      })();
      let s = out.state;
      events.push(...out.events);
      const winner = out.decision.result === 'win' ? (out.decision.winner === 'A' ? x : y) : '';
      const result =
        out.decision.result === 'win'
          ? `${winner} wins a ${out.decision.level}, ${Math.max(...out.vp)} to ${Math.min(...out.vp)} VP`
          : `draw, ${out.vp[0]} VP each`;
      const besieged = [x, y].some((n) => ['besieged', 'besieging'].includes(armyOf(s, n).status));
      if (besieged && out.decision.result === 'win') s = endSiege(s, x, y);
      for (const n of [x, y]) {
        fought.add(n);
        const now = armyOf(s, n);
        if (now.status === 'routed' && armyOf(c.state, n).status !== 'routed') routedNow.add(n);
        if (now.area !== armyOf(c.state, n).area) s = withArmy(s, n, { ahead: [] });
      }
      c = { ...c, state: s };
      for (const n of [nx, ny]) {
        entries.push(...survivalLosses(b.id, n, lostBefore.get(n) ?? 0, c.state));
        addSummary(cards, n, `${b.id} ${b.area}: ${result}`);
      }
      const done: WmBattle = { ...b, status: 'applied', winner, result };
      applied.push(done);
      c = { ...c, battles: c.battles.map((z) => (z.id === b.id ? done : z)) };
    }
    if (waiting.size > 0) {
      for (const w of warnings) events.push(wmEvent('M3 Combat', 'moderator', w));
      return {
        state: c,
        next: { ...input.clock, round: input.clock.round + 1 },
        events,
        entries,
        battles: applied.map((b) => toStageBattle(c.state, b)),
        summaries: summariesOf(cards),
      };
    }
    const once = oncePerRace(input.orders);
    warnings.push(...once.warnings);
    const earned = pickUpStep(c.state, once.orders);
    c = { ...c, state: earned.state };
    events.push(...earned.events);
    entries.push(...earned.entries);
    const moved = minorStep(c.state, once.orders);
    c = { ...c, state: moved.state };
    events.push(...moved.events);
    const end = endOfMonth(c, input.clock, fought, routedNow, capturedBetween(input.state.state, c.state));
    for (const w of warnings) events.push(wmEvent('M3 Combat', 'moderator', w));
    return {
      state: end.campaign,
      next: end.next,
      events: [...events, ...end.events],
      entries,
      battles: applied.map((b) => toStageBattle(end.campaign.state, b)),
      summaries: summariesOf(cards),
    };
  },
};
