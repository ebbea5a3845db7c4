/**
 * Carrying out one army's order of the month (TURN ORDER 2; MOVEMENT; Siege): the order written now or the next of
 * its orders ahead, the move with its delay check, a hold, an interdiction, an assault or a sally.
 */
import type { StageJournalEntry } from '../../core/stage';
import type { Dice } from '../../dice';
import { besiegerEngagement, endSiege } from '../siege';
import { engagement } from '../engagement';
import { wmEvent, type WmEvent } from '../events';
import { area, army as armyOf, withArmy } from '../map';
import { holdAt } from '../month';
import type { WmState } from '../model';
import { moveArmy, moveRefusal } from '../movement';
import { readStep, stepProblem } from '../orders/month-orders';
import { readLocation } from '../orders/names';
import { inSupply } from '../supply';
import { awaitingChoices, engaged } from './battles';
import type { WmBattle, WmOrder } from './model';

export type Ordered = Exclude<
  WmOrder,
  { kind: 'location' | 'side' | 'independent' | 'killed' | 'objective' | 'loss' | 'retreat' }
>;

/** The army's order this month: the one written now, else the next of its orders ahead, else none (it holds). */
export function orderFor(
  s: WmState,
  name: string,
  given: ReadonlyMap<string, WmOrder>,
  warn: string[],
): WmOrder | null {
  const o = given.get(name);
  if (o) return o;
  const a = armyOf(s, name);
  const [head, ...rest] = a.ahead ?? [];
  if (head === undefined) return null;
  const hold = /^hold\b\s*(.*)$/i.exec(head);
  if (hold) {
    const location = readLocation(hold[1] ?? '') ?? a.location;
    return { kind: 'hold', army: name, location, ahead: rest };
  }
  const step = readStep(s, head);
  const why = (): string | null => {
    if ('problem' in step) return step.problem.ok ? null : step.problem.message;
    const p = stepProblem(s, a.nation, a.area, step);
    if (p && !p.ok) return p.message;
    return moveRefusal(s, { army: name, to: step.to }, inSupply(s, a.area, a.nation));
  };
  const problem = why();
  if (problem !== null || 'problem' in step) {
    warn.push(
      `${name}: the order written ahead “${head}” cannot be carried out (${problem ?? ''}); it holds`,
    );
    return { kind: 'hold', army: name, location: a.location };
  }
  return { kind: 'move', army: name, ...step, ahead: rest };
}

export interface Run {
  s: WmState;
  battles: WmBattle[];
  events: WmEvent[];
  entries: StageJournalEntry[];
  warnings: string[];
  turn: number;
}

export function fight(
  run: Run,
  armies: readonly [string, string],
  cause: string,
  e: ReturnType<typeof engagement>,
): void {
  const b: WmBattle = {
    ...awaitingChoices(run.battles, run.turn, armyOf(run.s, armies[0]).area, armies),
    cause,
  };
  const set = engaged(run.s, b, e, cause);
  run.battles.push(set);
  run.events.push(
    wmEvent(
      'M3 Combat',
      set.id,
      `${armies.join(' vs ')} in ${set.area}: ${cause === set.engagement ? cause : `${cause}, ${set.engagement}`}`,
      '002 ENGAGING THE ENEMY',
    ),
  );
}

export function carryOut(run: Run, o: Ordered, dice: Dice, interdicting: Set<string>): void {
  const name = 'army' in o ? o.army : '';
  switch (o.kind) {
    case 'move': {
      const a = armyOf(run.s, name);
      if (a.status === 'besieging') {
        const inside = run.s.armies.find((x) => x.area === a.area && x.status === 'besieged');
        run.s = endSiege(run.s, name, ...(inside ? [inside.name] : []));
      }
      const r = moveArmy(
        run.s,
        { army: name, to: o.to, picked: o.picked, useCrossing: o.useCrossing, habitat: o.habitat ?? 0 },
        dice,
      );
      run.s = withArmy(r.state, name, { ahead: o.ahead });
      run.events.push(...r.events);
      if (r.unitsLost > 0) {
        run.entries.push({
          player: a.nation,
          resource: 'Units',
          amount: -r.unitsLost,
          note: `${name} crossing into ${o.to}: units removed from the roster, the player's choice (WM-R5)`,
        });
        run.warnings.push(
          `${a.nation} must mark ${r.unitsLost} unit(s) lost on the Roster tab for ${name}'s delay check from ${a.area} into ${o.to} (Terrain effects; WM-R5: the player's choice)`,
        );
      }
      return;
    }
    case 'hold': {
      const months = o.months ?? 1;
      run.s = withArmy(holdAt(run.s, name, o.location), name, {
        ahead: o.ahead ?? Array<string>(months - 1).fill(`hold ${o.location}`),
      });
      run.events.push(
        wmEvent('M2 Move', name, `holds at the ${o.location} of ${armyOf(run.s, name).area}`, '002 MOVEMENT'),
      );
      return;
    }
    case 'interdict':
      interdicting.add(name);
      run.events.push(wmEvent('M2 Move', name, 'ordered to interdict', '002 Gaining Control'));
      return;
    case 'assault': {
      const e = besiegerEngagement(run.s, name, 'assault', null);
      const inside = run.s.armies.find((x) => x.area === armyOf(run.s, name).area && x.status === 'besieged');
      if (e && inside) fight(run, [name, inside.name], 'assault', e);
      return;
    }
    case 'sally forth': {
      const outside = run.s.armies.find(
        (x) => x.area === armyOf(run.s, name).area && x.status === 'besieging',
      );
      const a = area(run.s, armyOf(run.s, name).area);
      if (outside)
        fight(
          run,
          [name, outside.name],
          'sally forth',
          engagement('Countryside', 'Countryside', {
            pop: a.pop,
            ownedByEither: a.owner !== null,
            swap: false,
          }),
        );
      return;
    }
    default:
      return;
  }
}
