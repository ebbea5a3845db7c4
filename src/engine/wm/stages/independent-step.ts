/**
 * Independent lesser-race armies in contact after the moves (MINOR NATIONS; WM-R23): "Player armies, which contact
 * these armies, have the choice of bringing them to battle or forcing them to retreat." The choice is written with
 * the month's orders (`<army> - Engage <race>` or `<army> - Force <race>`); an army that wrote none forces it to
 * retreat (our reading: no battle is the choice that costs nothing). A forced retreat is no battle: one area
 * directly away (minor-nations.ts), into the sea it is destroyed, and an army met there brings a campaign battle.
 */
import type { Dice } from '../../dice';
import { engagement } from '../engagement';
import { wmDieEvent, wmEvent } from '../events';
import { area, army as armyOf, withArea } from '../map';
import { forcedRetreat, independentDefeated, independentName, minorsOf } from '../minor-nations';
import type { MinorNation, WmArmy, WmState } from '../model';
import { startOver } from '../movement';
import { ARMY_POINTS, setupLines } from '../setup';
import { awaitingChoices } from './battles';
import type { Run } from './carry-out';
import { independentsTogether } from './independents-together';
import type { WmBattle } from './model';

const CITE = '002 MINOR NATIONS, Independent';

export type IndependentChoices = ReadonlyMap<
  string,
  { readonly race: string; readonly choice: 'battle' | 'force' }
>;

const withMinor = (s: WmState, m: MinorNation, patch: Partial<MinorNation>): WmState => ({
  ...s,
  minors: minorsOf(s).map((x) => (x.race === m.race ? { ...x, ...patch } : x)),
});

/** Armies of players free to meet it in `where`: not routed, and in no battle of this turn already. */
function meeting(run: Run, where: string): WmArmy[] {
  const busy = new Set(
    run.battles.filter((b) => b.turn === run.turn).flatMap((b) => [...b.armies, ...(b.more ?? [])]),
  );
  return run.s.armies.filter((a) => a.area === where && a.status !== 'routed' && !busy.has(a.name));
}

/**
 * The set-up of a battle against an Independent army, each thing said once: the player's army is rated up from his
 * roster, the race's is "rated up within legal composition for each battle" (it is "not a rostered army"), and only
 * the player's units roll for survival ("battle casualties have no effect"). The lines written here carry no ';':
 * the Battles tab's Setup cell joins lines with it.
 */
export function independentSetup(
  s: WmState,
  army: string,
  race: string,
  id: string,
  where: string,
): string[] {
  const a = area(s, where);
  const e = engagement('Countryside', 'Countryside', { pop: a.pop, ownedByEither: false, swap: false });
  const nation = armyOf(s, army).nation;
  const name = independentName(race);
  // The race has no roster: each side's rating is said here, in place of "both from their rosters".
  const rating = [
    `${army} is rated up as a ${ARMY_POINTS}-point army from ${nation}'s roster, characters and magic items included`,
    `${name} is no rostered army: a fresh ${ARMY_POINTS}-point ${race} army within the legal composition of its list`,
  ];
  return [
    `${CITE}: all campaign rules apply`,
    ...setupLines(a, e, [], s.settings.garrisonFrom ?? 2000, { rating }),
    `After the battle only ${nation}'s units roll for survival (POST COMBAT): the ${race} casualties have no effect`,
    `${nation} reports the battle alone: VP to ${name} are ${army}'s units destroyed or routed off, and '${id} - Objective ${race}' if it alone held the objective`,
    `${army} wins: ${name} leaves the map, ${race} back to box 0. ${name} wins: ${army} retreats as standard`,
  ];
}

/** A campaign battle in the countryside (the race holds no population center) with all campaign rules. */
function openBattle(run: Run, army: string, m: MinorNation, where: string, cause: string): void {
  const opened = awaitingChoices(run.battles, run.turn, where, [army, independentName(m.race)]);
  const e = engagement('Countryside', 'Countryside', {
    pop: area(run.s, where).pop,
    ownedByEither: false,
    swap: false,
  });
  const b: WmBattle = {
    ...opened,
    cause,
    engagement: e.engagement,
    location: e.location,
    status: 'to fight',
    setup: independentSetup(run.s, army, m.race, opened.id, where),
  };
  run.battles.push(b);
  run.events.push(
    wmEvent('M3 Combat', b.id, `${army} vs ${independentName(m.race)} in ${where}: ${cause}, battle`, CITE),
  );
}

export function independentStep(run: Run, choices: IndependentChoices, dice: Dice): void {
  const retreated = new Map<string, string>();
  for (const m0 of minorsOf(run.s)) {
    if (m0.box !== 'Independent' || m0.area === null) continue;
    const m = m0;
    const where = m0.area;
    const here = meeting(run, where);
    if (here.length === 0) continue;
    for (const a of here) if (a.delay) run.s = startOver(run.s, a.name);
    const chosen = (a: WmArmy): 'battle' | 'force' | undefined => {
      const c = choices.get(a.name);
      return c && c.race.toLowerCase() === m.race.toLowerCase() ? c.choice : undefined;
    };
    const battler = here.find((a) => chosen(a) === 'battle');
    if (battler) {
      openBattle(run, battler.name, m, where, 'contact');
      continue;
    }
    const forcer = here[0];
    if (!forcer) continue;
    // The row is every player's: whether the army wrote Force or nothing is its owner's orders, not theirs.
    const how = 'forces it to retreat';
    const r = forcedRetreat(run.s, where, forcer.cameFrom ?? forcer.area, {
      dice,
      key: `independent retreat:${m.race}`,
    });
    const name = independentName(m.race);
    if ('destroyed' in r) {
      if (r.destroyed) {
        run.s = withMinor(run.s, m, independentDefeated(m));
        run.events.push(
          wmEvent(
            'M2 Move',
            m.race,
            `${forcer.name} ${how}: into the sea from ${where}, destroyed; back to box 0`,
            CITE,
          ),
        );
      } else
        run.events.push(
          wmEvent(
            'M2 Move',
            m.race,
            `${forcer.name} ${how}: no area farther inland; it stands in ${where}`,
            CITE,
          ),
        );
      continue;
    }
    const left = area(run.s, where);
    if (left.occupation?.army === name) run.s = withArea(run.s, where, { occupation: null });
    run.s = withMinor(run.s, m, { area: r.to });
    // Turns 0: it arrived this month, so the month does not count toward control (Gaining Control).
    run.s = withArea(run.s, r.to, { occupation: { army: name, turns: 0 } });
    const text = `${forcer.name} ${how}: ${name} retreats from ${where} to ${r.to}`;
    run.events.push(
      r.roll ? wmDieEvent('M2 Move', m.race, text, r.roll, CITE) : wmEvent('M2 Move', m.race, text, CITE),
    );
    retreated.set(m.race, r.to);
    const met = meeting(run, r.to)[0];
    if (met) openBattle(run, met.name, { ...m, area: r.to }, r.to, 'forced retreat');
  }
  // Another Independent army met there, or two standing together: the moderator's (independents-together.ts).
  run.warnings.push(...independentsTogether(run.s, retreated));
}
