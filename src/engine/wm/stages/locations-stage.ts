/**
 * Stage `locations` (ENGAGING THE ENEMY): the secret location choices revealed and read on the Engagement chart
 * (WM-R6): a battle to fight with its set-up (PREPARING FOR BATTLE; Assault, WM-R9), or a siege with no combat this
 * turn. An army that sent no choice stays where it stands in the area (our reading: an army that moved in stands in
 * the countryside).
 */
import { addSummary, summariesOf, type Clock, type StageSpec } from '../../core/stage';
import { engagement } from '../engagement';
import { wmEvent, type WmEvent } from '../events';
import { area, army as armyOf, withArmy } from '../map';
import type { Location } from '../model';
import { beginSiege } from '../siege';
import { engaged, toStageBattle } from './battles';
import { armiesOf, preEngagedCard, resolveMeeting } from './meeting';
import { endOfMonth } from './month-end';
import type { WmBattle, WmCampaign, WmOrder } from './model';
import { WM_STAGE_IDS } from './model';

const CITE = '002 ENGAGING THE ENEMY';

export const LOCATIONS_STAGE: StageSpec<WmCampaign, WmOrder, WmEvent> = {
  id: WM_STAGE_IDS.locations,
  label: 'Reveal the location choices',
  waits: 'choices',
  run(input) {
    let s = input.state.state;
    const chosen = new Map<string, Location>();
    const sides = new Map<string, 'attack' | 'defend'>();
    for (const list of input.orders.values())
      for (const o of list) {
        if (o.kind === 'location') chosen.set(o.army, o.location);
        if (o.kind === 'side') sides.set(o.army, o.side);
      }
    const events: WmEvent[] = [];
    const warnings: string[] = [];
    // Forced out of a meeting with nowhere to retreat: routed, its first move home made (POST COMBAT).
    const routedNow = new Set<string>();
    const cards = new Map<string, string[]>();
    const changed: WmBattle[] = [];
    const battles = input.state.battles.map((b) => {
      if (b.status !== 'awaiting choices') return b;
      if ((b.more ?? []).length > 0) {
        const m = resolveMeeting(s, b, sides, chosen);
        for (const x of armiesOf(b))
          if (armyOf(m.state, x).status === 'routed' && armyOf(s, x).status !== 'routed') routedNow.add(x);
        s = m.state;
        events.push(...m.events);
        warnings.push(...m.warnings);
        changed.push(m.battle);
        const together = armiesOf(b).filter((x) => armyOf(s, x).status === 'pre-engaged');
        for (const army of armiesOf(b)) {
          addSummary(
            cards,
            armyOf(s, army).nation,
            `${b.id} ${b.area}: ${m.battle.result || m.battle.status}`,
          );
          if (together.includes(army))
            addSummary(
              cards,
              armyOf(s, army).nation,
              preEngagedCard(b, army, together, 'your side’s greater numbers forced the rest out'),
            );
        }
        return m.battle;
      }
      const [x, y] = b.armies;
      const lx = chosen.get(x) ?? armyOf(s, x).location;
      const ly = chosen.get(y) ?? armyOf(s, y).location;
      const a = area(s, b.area);
      const owners = [armyOf(s, x).nation, armyOf(s, y).nation];
      const e = engagement(lx, ly, {
        pop: a.pop,
        ownedByEither: a.owner !== null && owners.includes(a.owner),
        swap: false,
      });
      events.push(
        wmEvent(
          'M3 Combat',
          b.id,
          `${x} chose ${lx}, ${y} chose ${ly}: ${e.engagement}${e.combat ? '' : ', no combat this turn'}`,
          CITE,
        ),
      );
      s = withArmy(withArmy(s, x, { location: lx }), y, { location: ly });
      if (!e.combat) {
        const inside = lx === 'Population Center' ? x : y;
        const outside = inside === x ? y : x;
        s = beginSiege(s, inside, outside);
        events.push(
          wmEvent('M3 Combat', b.area, `${outside} besieges ${inside} in the ${a.pop}`, '002 Siege'),
        );
      }
      const next = engaged(s, b, e);
      changed.push(next);
      for (const army of b.armies)
        addSummary(cards, armyOf(s, army).nation, `${b.id} ${b.area}: ${next.engagement}, ${next.status}`);
      return next;
    });
    for (const w of warnings) events.push(wmEvent('M3 Combat', 'moderator', w));
    const c: WmCampaign = { state: s, battles };
    const toFight = battles.some((b) => b.status === 'to fight');
    if (toFight)
      return {
        state: c,
        next: { turn: input.clock.turn, stage: WM_STAGE_IDS.reports, round: 1 },
        events,
        entries: [],
        battles: changed.map((b) => toStageBattle(s, b)),
        summaries: summariesOf(cards),
      };
    const end = endOfMonth(c, input.clock as Clock, new Set(), routedNow);
    return {
      state: end.campaign,
      next: end.next,
      events: [...events, ...end.events],
      entries: [],
      battles: changed.map((b) => toStageBattle(s, b)),
      summaries: summariesOf(cards),
    };
  },
};
