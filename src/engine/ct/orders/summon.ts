/**
 * [Races] 5.c.1: before a battle a Devout player buys undead and demons with cash, "when designing the army
 * list"; they join the field army as one warband for this battle and are dispelled after it (refunds, 5.c.2-3).
 */
import type { StageJournalEntry } from '../../core/stage';
import type { CtCampaign } from '../campaign';
import type { CtEvent } from '../events';
import { ctEvent } from '../events';
import type { CtResult, Figure, Warband } from '../model';
import { ok, refuse } from '../model';
import { pastNext } from '../figure-ids';
import { summon } from '../recruit';
import type { FigureType } from './purchase';

export interface Summoned {
  readonly campaign: CtCampaign;
  readonly events: readonly CtEvent[];
  readonly entries: readonly StageJournalEntry[];
}

const compact = (s: string): string => s.replace(/\s+/g, '');

export function summonOrder(
  c: CtCampaign,
  playerName: string,
  count: number,
  typeName: string,
  armyLists: readonly FigureType[],
): CtResult<Summoned> {
  const player = c.state.players.find((p) => p.name === playerName);
  if (!player) return refuse(`${playerName} has no force`);
  if (player.race !== 'Devout')
    return refuse(`only Devout players summon creatures ([Races] 5.c); ${player.name} is ${player.race}`);
  const t = armyLists.find(
    (x) =>
      x.list.toLowerCase() === player.armyList.toLowerCase() &&
      [x.type.toLowerCase(), `${x.type.toLowerCase()}s`].includes(typeName.toLowerCase()),
  );
  if (!t || !t.flags.has('summoned'))
    return refuse(
      `${typeName} is not a summoned creature (flag “summoned”) of the ${player.armyList} list on the Army lists tab`,
    );
  const id = `${player.name} summoned ${t.type}`;
  const base = `${compact(player.name)}.${compact(t.type)}`;
  // Summoned again after a dispelling, the series numbers on (pastSeries): an id is never given twice.
  const from = pastNext(c.state.players, base) ?? 1;
  const figures = Array.from({ length: count }, (_, i): Figure => ({
    id: `${base}.${from + i}`,
    type: t.type,
    baseCost: t.baseCost,
    profile: t.profile,
    basicPW: t.profile.PW,
    leader: i === 0,
    spent: 0,
    mounted: t.flags.has('mounted'),
    magicUser: false,
    alchemist: false,
    secondChance: false,
    race: t.race,
    summoned: true,
    drugged: false,
    hospital: false,
  }));
  const warband: Warband = {
    id,
    kind: 'warband',
    armyList: player.armyList,
    missile: false,
    minimum: 1,
    station: { kind: 'field' },
    xp: 0,
    figures,
    nextFigure: from + count,
  };
  const r = summon(player, warband);
  if (!r.ok) return r;
  const cost = t.baseCost * count;
  return ok({
    campaign: {
      ...c,
      state: { ...c.state, players: c.state.players.map((p) => (p.name === player.name ? r.value : p)) },
    },
    events: [
      ctEvent(
        'Pre-battle',
        player.name,
        `summons ${count} ${t.type} (${figures.map((f) => f.id).join(', ')}) for ${cost} gc`,
        '001 [Races] 5.c.1',
      ),
    ],
    entries: [
      {
        player: player.name,
        resource: 'gc',
        amount: -cost,
        note: `summon ${count} ${t.type} ([Races] 5.c.1)`,
      },
    ],
  });
}
