/**
 * Final Results, power (ME-R30 steps 6-8; 004 5.1B Table 9, 7.1B, 7.5B, 5.2B Table 10; ME-R11, ME-R12, ME-R34):
 * power generated and the production bank, tribute and gifts out of it, the feature expenditures completed for
 * hexes still held, and conscription rolled for next turn's support.
 */
import type { Dice } from '../../dice';
import { addSummary } from '../../core/stage';
import { isLivingLegend } from '../battle/advancement';
import { resolveGifts } from '../diplomacy';
import type { EdictResolution } from '../edicts-effects';
import type { MeState } from '../model';
import { tributeFrom } from '../neutrals';
import { conscription, generatePower } from '../power';
import { completeExpenditure } from '../power-spend';
import { stageJournal, type Ledger } from './ledger';
import type { Conquests } from './final-ownership';
import type { MeSettings } from './settings';
import { allOfKind, ofKind, type MeTurnWork } from './turn';

export function generateAll(
  state: MeState,
  work: MeTurnWork,
  edicts: Pick<EdictResolution, 'production' | 'civilization'>,
  conquests: Conquests,
  /** Each player's capital as it stood at the start of the Final Results (Table 9 "retain the target hex"). */
  capitals: ReadonlyMap<string, string>,
  settings: MeSettings,
  l: Ledger,
): MeState {
  let s = state;
  const generated = new Map<string, number>();
  const banks = new Map<string, number>();
  for (const k of s.kingdoms.filter((x) => !x.eliminated)) {
    const p = k.player;
    // Table 9: "For Capital ... you must retain the target hex at the end of the turn": a city promoted this
    // turn (3.2A) was not the target, so a player who lost his capital earns no Capital point this turn.
    const capital = capitals.get(p) ?? null;
    const g = generatePower(
      {
        player: p,
        armyListsSubmitted: ofKind(work.orders[p] ?? [], 'army list').length > 0,
        capitalHeld: capital !== null && s.hexes.some((h) => h.address === capital && h.owner === p),
        armyBasics: s.armies.filter((a) => a.owner === p).map((a) => a.basic),
        enemyCapitalsConquered: conquests.enemy.get(p) ?? 0,
        neutralCapitalsConquered: conquests.neutral.get(p) ?? 0,
        civilizationHexesHeld: edicts.civilization.get(p) ?? 0,
        production: edicts.production.get(p) ?? 0,
        livingLegend: s.characters.some((c) => c.owner === p && c.status === 'active' && isLivingLegend(c)),
        // 1.4A: tribute only while the player still holds the neutral capital.
        neutralCapitalsHeld: tributeFrom(p, s.neutralKingdoms, s.hexes),
      },
      k.bank,
      settings.bank,
    );
    l.events.push(...g.events);
    generated.set(p, g.generated);
    banks.set(p, g.bank);
    stageJournal(l, p, g.generated, 'power generated (5.1B, Table 9)');
  }
  const gifts = allOfKind(work.orders, 'gift').map((x) => ({
    from: x.player,
    to: x.order.to,
    amount: x.order.amount,
  }));
  const shared = resolveGifts(generated, gifts, s.agreements);
  l.events.push(...shared.events);
  // The giver reads what left, a gift cut to nothing too (7.1B: out of what he generates).
  for (const e of shared.events)
    addSummary(l.cards, e.subject, `${e.effect.charAt(0).toUpperCase()}${e.effect.slice(1)}`);
  for (const t of shared.transfers) {
    stageJournal(l, t.from, -t.amount, `power given to ${t.to} (7.1B, 7.5B)`);
    stageJournal(l, t.to, t.amount, `power from ${t.from} (7.1B, 7.5B)`);
  }
  s = {
    ...s,
    kingdoms: s.kingdoms.map((k) => {
      if (!generated.has(k.player)) return k;
      const power = k.power + (generated.get(k.player) ?? 0) + (shared.net.get(k.player) ?? 0);
      addSummary(
        l.cards,
        k.player,
        `Power ${k.power} → ${power}; production bank ${k.bank} → ${banks.get(k.player) ?? k.bank}`,
      );
      return { ...k, power, bank: banks.get(k.player) ?? k.bank };
    }),
  };
  return s;
}

/** 5.2B "at the end of your turn (after power generation)": features for hexes still held; conscription. */
export function completeSpending(state: MeState, work: MeTurnWork, dice: Dice, l: Ledger): MeState {
  let s = state;
  const conscripted = new Map<string, number>();
  for (const x of work.paid) {
    const e = x.expenditure;
    if (e.action === 'Conscription') {
      conscripted.set(x.player, (conscripted.get(x.player) ?? 0) + e.points);
      continue;
    }
    if (e.action === 'Incite Neutrals' || e.action === 'Pacify Neutrals') continue;
    const hex = s.hexes.find((h) => h.address === e.hex);
    if (!hex) continue;
    const r = completeExpenditure(e, hex, x.player);
    l.events.push(...r.events);
    // App. B: the new Fortress takes the garrison list written with the orders that built it.
    const list = ofKind(work.orders[x.player] ?? [], 'garrison list').find((o) => o.hex === e.hex)?.list;
    const built =
      e.action === 'Build Fortress' && r.hex.fortress !== null && list !== undefined
        ? { ...r.hex, garrison: list }
        : r.hex;
    s = { ...s, hexes: s.hexes.map((h) => (h.address === e.hex ? built : h)) };
  }
  for (const [p, points] of [...conscripted].sort(([a], [b]) => a.localeCompare(b))) {
    const r = conscription(dice, p, points, work.turn);
    l.events.push(...r.events);
    const carry = r.carry;
    if (carry) {
      s = { ...s, carry: [...s.carry, carry] };
      addSummary(l.cards, p, `Conscription: +${carry.amount} Total Support on turn ${carry.fromTurn}`);
    }
  }
  return s;
}
