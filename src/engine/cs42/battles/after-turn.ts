import type { Dice } from '../../dice';
import type { CampaignState } from '../../model';
import { isBrokenBySize } from '../economy';
import { declaredStatus } from '../supply';
import type { TurnEvent } from '../turn/context';
import { healOneWound, regroupTest } from './individuals';
import type { BattleSettlementState } from './types';

/**
 * The battle state at the end of each turn (Broken Armies; Casualties; Broken Siege), run after `resolveTurn`:
 * - a Broken army of size 5 or more tries to regroup: its commander's leadership test, a d20 at most his LD
 *   (`regroup:<army>`); a leaderless one cannot. An army under size 5 stays Broken by its size alone;
 * - wounded individuals recover one wound, "starting with the turn after they were wounded";
 * - a besieger barred from a city's hex after a broken siege may enter it again;
 * - statuses of armies that no longer exist are dropped.
 */

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function battleStateAfterTurn(
  state: CampaignState,
  settlement: BattleSettlementState,
  dice: Dice,
): { settlement: BattleSettlementState; events: TurnEvent[] } {
  const events: TurnEvent[] = [];
  const say = (subject: string, effect: string, table: string): void => {
    events.push({ phase: 'End of turn', subject, effect, die: '', result: '', key: '', table });
  };
  const armies = settlement.armies
    .filter((s) => state.armies.some((a) => a.points > 0 && same(a.name, s.army)))
    .map((s) => {
      const army = state.armies.find((a) => same(a.name, s.army));
      let broken = s.broken;
      if (broken && army !== undefined && !isBrokenBySize(army.points)) {
        const commander = settlement.individuals.find(
          (i) => same(i.army, s.army) && i.commander && i.status === 'active',
        );
        if (commander === undefined || s.leaderless)
          say(s.army, 'no commander to test leadership: stays Broken', 'Broken Armies');
        else {
          const key = `regroup:${s.army}`;
          const r = dice.roll(key, 20);
          broken = !regroupTest(commander, r);
          events.push({
            phase: 'End of turn',
            subject: s.army,
            effect: broken
              ? `${commander.name} fails the leadership test (${r} > ${commander.leadership}): stays Broken`
              : `${commander.name} passes the leadership test (${r} <= ${commander.leadership}): a Field army again`,
            die: 'd20',
            result: r,
            key,
            table: 'Broken Armies',
          });
        }
      }
      return { ...s, broken, barredFrom: null };
    });
  return { settlement: { ...settlement, armies, individuals: healOneWound(settlement.individuals) }, events };
}

/** Declared Alliances: a Neutral empire enslaves settlers and engineers by default; Unknown and At War kill them. */
export function enslavesByDefault(state: CampaignState, winner: string, loser: string): boolean {
  return declaredStatus(state, winner, loser) === 'Neutral';
}
