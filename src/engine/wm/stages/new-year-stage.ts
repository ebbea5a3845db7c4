/**
 * Stage `new-year` (TURN ORDER, New Year; WM-R1), before month 1 of each year after the first: 1 armies leave the
 * map, a landed expedition's with it (its row closed after step 4); 2 ransoms; 3 Chaos Lands and Last Stand, then
 * the tally (WM-R21); 4 removal, then new towns and cities (PRODUCTION, WM-R12); 5 expeditions still at sea removed;
 * 6 lost units replaced, units added and characters bought or dismissed (Roster; Personalities); 7 new expeditions
 * go to sea (EXPEDITIONS & EXPLORING), then new armies are placed (MOVEMENT). Rebellion comes with the ransoms, a New
 * Nation's fleet with the expeditions (LOSING A NATION). A player's order the rules refuse is left out with a
 * warning; the year goes on.
 */
import { Dice } from '../../dice';
import { addSummary, summariesOf, type StageJournalEntry, type StageSpec } from '../../core/stage';
import { chaosLands } from '../chaos';
import { colonyEvents, establishCountry } from '../country';
import { wmEvent, type WmEvent } from '../events';
import { areasOf, nation as nationOf, withNation } from '../map';
import type { WmState } from '../model';
import { goToSea, removeUnsuccessful } from '../expedition';
import {
  endLandedExpeditions,
  placeArmies,
  ransom,
  removeArmies,
  replaceLosses,
  rosterCharacter,
  overspent,
  rosterCost,
  rosterProblems,
  type FoundersOutlay,
} from '../new-year';
import { newTypeOf } from '../orders/new-unit-type';
import { tally } from '../population';
import { lastStand, placeProduction, removal } from '../production';
import { mayRebel } from '../nations';
import { newNation, rebel } from '../rebellion';
import type { WmCampaign, WmOrder } from './model';
import { WM_STAGE_IDS, yearOf } from './model';
import { liftedSieges } from './month-end';

type Step = { state: WmState; events: readonly WmEvent[] };

const ROSTER_FIX = 'the player sends “Nation - Remove <n> <unit>”, or the moderator edits the Roster tab';

export const NEW_YEAR_STAGE: StageSpec<WmCampaign, WmOrder, WmEvent> = {
  id: WM_STAGE_IDS.newYear,
  label: 'Resolve the New Year',
  waits: 'orders',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const events: WmEvent[] = [];
    const warnings: string[] = [];
    const entries: StageJournalEntry[] = [];
    const cards = new Map<string, string[]>();
    const year = yearOf(input.clock.turn);
    let s = input.state.state;
    const apply = (step: () => Step, who: string): void => {
      try {
        const r = step();
        s = r.state;
        events.push(...r.events);
      } catch (e) {
        warnings.push(`${who}: ${(e as Error).message}; left out`);
      }
    };
    const of = (n: string): readonly WmOrder[] => input.orders.get(n) ?? [];
    apply(() => removeArmies(s), 'New Year');
    const names = s.nations.map((n) => n.name);
    // Who starts the year with no troops and no areas (before step 6 replaces lost units): LOSING A NATION.
    const fallen = new Set(names.filter((n) => mayRebel(s, n)));
    for (const n of names)
      for (const o of of(n)) if (o.kind === 'ransom') apply(() => ransom(s, n, o.character, o.cede), n);
    // Rebellion "happens during the ransom character portion of the phase" (LOSING A NATION).
    for (const n of names)
      for (const o of of(n)) if (o.kind === 'rebel') apply(() => rebel(s, n, o.town, o.leader), n);
    // Units the Chaos lands add this year are the land's gift, not bought with the year's points (WM-R21).
    const chaosCost = new Map<string, number>();
    for (const n of names) {
      const before = rosterCost(s, n);
      apply(() => chaosLands(s, n, dice), n);
      chaosCost.set(n, rosterCost(s, n) - before);
    }
    for (const n of names) {
      const at = of(n).find((o) => o.kind === 'last stand');
      apply(() => lastStand(s, n, at && 'area' in at ? at.area : null), n);
    }
    const pts = new Map<string, number>();
    for (const n of names) {
      const t = tally(s, n);
      pts.set(n, t.pt);
      events.push(
        wmEvent(
          'NY3 Tally',
          n,
          `PT ${t.pt}: ${t.rosterPoints} roster points, ${t.characterPoints} character points, ${t.mobs} mobs`,
          '002 Roster; Personalities',
        ),
      );
      entries.push({
        player: n,
        resource: 'PT',
        amount: t.pt,
        note: `Year ${year}: population total (3 x cities + 2 x towns + villages)`,
      });
      entries.push({
        player: n,
        resource: 'Roster points',
        amount: t.rosterPoints,
        note: `Year ${year}: (2 x PT + 5) x 100 (Roster)`,
      });
      entries.push({
        player: n,
        resource: 'Character points',
        amount: t.characterPoints,
        note: `Year ${year}: PT + 2 (Personalities)`,
      });
      addSummary(
        cards,
        n,
        `Year ${year}: PT ${t.pt}, roster ${t.rosterPoints}, characters ${t.characterPoints}`,
      );
    }
    apply(() => removeUnsuccessful(s), 'New Year');
    const founded: { name: string; by: string }[] = [];
    // The founder paid for each new country's first roster: spent against his tally this year (country.ts).
    const outlay = new Map<string, FoundersOutlay>();
    for (const n of names) {
      const mine = of(n);
      const first = mine.flatMap((o) => (o.kind === 'remove first' ? [o.area] : []));
      apply(() => removal(s, n, first), n);
      const towns = mine.flatMap((o) => (o.kind === 'town' ? [o.area] : []));
      const cities = mine.flatMap((o) => (o.kind === 'city' ? [o.area] : []));
      const produced = [...towns, ...cities];
      const countries = mine.flatMap((o) => (o.kind === 'country' ? [o] : []));
      const founding = new Set(countries.map((c) => c.town));
      if (produced.length > 0)
        apply(() => {
          const r = placeProduction(s, n, { towns, cities });
          // A town on another landmass: silent is a colony, one roster (Successful Expeditions).
          const colonies = produced.filter((t) => !founding.has(t));
          return { ...r, events: [...r.events, ...colonyEvents(r.state, n, colonies)] };
        }, n);
      // "Once a town has been produced on another landmass, the player must immediately announce / choose"
      // (Successful Expeditions): another country is founded with the town produced this year, before the roster.
      for (const { kind: _k, ...plan } of countries) {
        if (!produced.includes(plan.town)) {
          warnings.push(
            `${n}: no town or city is produced in ${plan.town} this year, so ${plan.name} is not founded there (the choice comes with the town, Successful Expeditions); left out`,
          );
          continue;
        }
        apply(() => {
          const r = establishCountry(s, n, plan);
          addSummary(cards, n, `${plan.name} (${plan.race}) founded in ${plan.town}`);
          addSummary(cards, plan.name, `Founded by ${n} in ${plan.town} (Establish Another Country)`);
          founded.push({ name: plan.name, by: n });
          const had = outlay.get(n);
          outlay.set(n, {
            countries: [...(had?.countries ?? []), plan.name],
            rosterPoints: (had?.rosterPoints ?? 0) + r.paid.rosterPoints,
            characterPoints: (had?.characterPoints ?? 0) + r.paid.characterPoints,
          });
          return r;
        }, n);
      }
      s = replaceLosses(s, n);
      for (const o of mine)
        if (o.kind === 'buy' || o.kind === 'remove') {
          // "units added or removed for territory won or lost" (Roster).
          const by = o.kind === 'buy' ? o.count : -o.count;
          const had = nationOf(s, n).roster;
          // A new troop type (Roster: the types are "only added too"): its own row, cost and category as written.
          const t = newTypeOf(o);
          const row = t && { unit: o.unit, category: t.category, cost: t.cost, bought: 0, lost: 0 };
          const rows = row && !had.some((e) => e.unit === o.unit) ? [...had, row] : had;
          const roster = rows.map((e) =>
            e.unit === o.unit ? { ...e, bought: Math.max(0, e.bought + by) } : e,
          );
          s = withNation(s, n, { roster });
          const kind = t ? `, a new type (${t.category}, ${t.cost} points a unit)` : '';
          const what =
            o.kind === 'remove'
              ? `removes ${o.count} ${o.unit} from the roster`
              : `adds ${o.count} ${o.unit} to the roster${kind}`;
          events.push(wmEvent('NY6 Roster', n, what, '002 Roster'));
        }
      for (const o of mine)
        if (o.kind === 'character' || o.kind === 'dismiss') apply(() => rosterCharacter(s, n, o), n);
    }
    // The landed expeditions end only now: step 4 above founds a country with a landed army's roster.
    apply(() => endLandedExpeditions(s), 'New Year');
    const atSea = new Set<string>();
    for (const n of names)
      for (const o of of(n))
        if (o.kind === 'go to sea') {
          const { kind: _k, expedition: name, ...plan } = o;
          apply(() => {
            const r = goToSea(s, { name, nation: n, ...plan });
            atSea.add(o.general);
            if (r.exchanged > 0)
              entries.push({
                player: n,
                resource: 'Units',
                amount: -r.exchanged,
                note: `${name}: units exchanged for boats (WM-R15)`,
              });
            addSummary(cards, n, `${name} goes to sea from ${o.port} for ${o.destination}`);
            return r;
          }, n);
        }
    const fresh = new Set<string>();
    const blocked: string[] = [];
    for (const n of names)
      for (const o of of(n))
        if (o.kind === 'new nation') {
          const { kind: _k, ...plan } = o;
          apply(() => {
            const r = newNation(s, plan, fallen.has(n));
            fresh.add(n);
            addSummary(cards, n, `New Nation: ${o.name} at sea for ${o.destination}`);
            return r;
          }, n);
        }
    for (const n of names) {
      const placed = of(n).flatMap((o) => {
        if (o.kind !== 'place') return [];
        if (!atSea.has(o.general)) return [{ name: o.army, general: o.general, area: o.area }];
        warnings.push(`${n}: ${o.general} leads an expedition and cannot place ${o.army}; left out`);
        return [];
      });
      // The country he founded is "controlled by the player" (Establish Another Country): a Place under one of its
      // Generals, in its town, places its army.
      const under = (g: string): string =>
        founded.find((f) => f.by === n && nationOf(s, f.name).characters.some((c) => c.name === g))?.name ??
        n;
      for (const who of new Set(placed.map((p) => under(p.general)))) {
        const theirs = placed.filter((p) => under(p.general) === who);
        apply(() => placeArmies(s, who, theirs), n);
      }
      // New centers count from next year: the roster is checked against this year's tally (PRODUCTION).
      // A New Nation's force is the book's, not bought with this year's points (LOSING A NATION, New Nation).
      if (!fresh.has(n)) {
        const pt = pts.get(n) ?? tally(s, n).pt;
        const spending = { gift: chaosCost.get(n) ?? 0, founded: outlay.get(n) };
        for (const p of rosterProblems(s, n, pt, spending)) warnings.push(p);
        // A nation with no area left is no nation this year (LOSING A NATION), an absent one waits (NPP 3).
        const standing = areasOf(s, n).length > 0 && (nationOf(s, n).absences ?? 0) === 0;
        const over = standing ? overspent(s, n, pt, spending) : null;
        if (over) blocked.push(over);
      }
      for (const a of s.armies.filter((x) => x.nation === n))
        addSummary(cards, n, `${a.name} placed in ${a.area}`);
    }
    // The points "must be spent" and no more (Roster): an overspent roster stops the New Year where it is, nothing
    // applied, the moderator told which nation and by how much (the receipt reads the same words).
    if (blocked.length > 0)
      return {
        state: input.state,
        next: input.clock,
        events: [
          ...warnings,
          ...blocked.map((b) => `${b}: the New Year is not resolved until it is not (${ROSTER_FIX})`),
        ].map((w) => wmEvent('NY6 Roster', 'moderator', w, '002 Roster')),
        entries: [],
        battles: [],
        summaries: [],
      };
    for (const w of warnings) events.push(wmEvent('NY6 Roster', 'moderator', w));
    // "This country may be given to a new player or a player who has been defeated" (Establish Another Country).
    for (const { name: c } of founded)
      events.push(
        wmEvent(
          'NY4 Production',
          'moderator',
          `${c} is a new nation on the Players tab with no Email: the orders form needs an address of its own for it (another player's, or a second account of its founder's); until one is written there, enter its lines yourself (Campaign → Check pasted orders, or the CLI orders --player ${c})`,
          '002 Establish Another Country',
        ),
      );
    return {
      // Every army leaves the map (New Year 1): no siege goes on into the new year.
      state: { state: { ...s, year, month: 1 }, battles: liftedSieges(input.state.battles, s) },
      next: { turn: input.clock.turn, stage: WM_STAGE_IDS.orders, round: 1 },
      events,
      entries,
      battles: [],
      summaries: summariesOf(cards),
    };
  },
};
