/**
 * Pick-up games at the reports stage (MINOR NATIONS: "All other players not involved in these campaign engagements
 * may elect to play a pick up game"; digest §6), and a lesser race's one game a turn (our reading of the pick order:
 * each player picks once). The turn-16 case of the review: T16-01 Red Fang Horde against Sea Wolves.
 */
import { extraPickUps } from '../../../src/engine/wm/experience';
import type { WmArmy } from '../../../src/engine/wm/model';
import { checkExperience } from '../../../src/engine/wm/orders/experience-orders';
import type { OrderContext } from '../../../src/engine/wm/orders/codes';
import type { WmBattle } from '../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const army = (name: string, nation: string): WmArmy => ({
  name,
  nation,
  general: `${name} general`,
  area: 'Field',
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
});
const battle = (patch: Partial<WmBattle> = {}): WmBattle => ({
  id: 'T16-01',
  turn: 16,
  area: 'Field',
  armies: ['Red Fang Horde', 'Sea Wolves'],
  cause: 'contact',
  engagement: 'battle',
  location: 'Countryside',
  status: 'to fight',
  winner: '',
  result: '',
  setup: [],
  ...patch,
});
const state = stateOf({
  areas: [areaOf('Field', null)],
  nations: [nationOf('Ostmark'), nationOf('Red Fang'), nationOf('Karak Dum')],
  armies: [army('Red Fang Horde', 'Red Fang'), army('Sea Wolves', 'Ostmark')],
  minors: [{ race: 'Elves', box: 0, markers: {}, area: null }],
});
const ctx = (player: string, battles: readonly WmBattle[] = [battle()]): OrderContext => ({
  campaign: { state, battles },
  clock: { turn: 16, stage: 'reports', round: 1 },
  player,
  ordersAhead: false,
});

describe('pick-up games are for the players not in a campaign battle (MINOR NATIONS)', () => {
  it('Ostmark and Red Fang fight T16-01: their pick-up reports are refused (WM-O022)', () => {
    expect(checkExperience(ctx('Ostmark'), 'pick-up', 'won 2000 against lesser race Elves')).toEqual({
      ok: false,
      code: 'WM-O022',
      message:
        'Ostmark is engaged in the campaign battle T16-01 this turn: only the players not involved in a campaign battle may play pick-up games (MINOR NATIONS)',
    });
    expect(checkExperience(ctx('Red Fang'), 'pick-up', 'won 1990 commanding Elves').ok).toBe(false);
  });
  it('Karak Dum, in no battle, may report its game against the Elves', () => {
    expect(checkExperience(ctx('Karak Dum'), 'pick-up', 'won 2000 against lesser race Elves')).toEqual({
      ok: true,
      order: { kind: 'pick-up', won: true, points: 2000, opponent: 'lesser race', race: 'Elves' },
    });
  });
  it('a siege is no battle, and last turn’s battle does not count', () => {
    const siege = [battle({ status: 'siege', engagement: 'siege' })];
    expect(checkExperience(ctx('Ostmark', siege), 'pick-up', 'won 2000').ok).toBe(true);
    expect(checkExperience(ctx('Ostmark', [battle({ turn: 15 })]), 'pick-up', 'won 2000').ok).toBe(true);
  });
});

describe('a lesser race plays one game a turn: one commander, one opponent (our reading of the pick order)', () => {
  it('Elves commanded once and fought once; the second report against them is left out', () => {
    const reports = [
      { player: 'Red Fang', race: 'Elves', commanding: true },
      { player: 'Karak Dum', race: 'Elves' },
      { player: 'Ostmark', race: 'elves' },
      { player: 'Ostmark' },
    ];
    expect(extraPickUps(reports)).toEqual([{ player: 'Ostmark', race: 'elves' }]);
  });
});
