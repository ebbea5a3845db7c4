import type { CtState } from '../../../src/engine/ct/model';
import { DEFAULT_CT_SETTINGS } from '../../../src/engine/ct/model';
import { prepareBattle } from '../../../src/engine/ct/pre-battle';
import { band, dice, individual, player } from './fixtures';

const army = () => [band('S', 4), individual('Cap')];
const state = (over: Partial<ReturnType<typeof player>>[] = []): CtState => ({
  turn: 1,
  players: ['A', 'B', 'C'].map((n, i) => player(n, { warbands: army(), ...(over[i] ?? {}) })),
  settings: DEFAULT_CT_SETTINGS,
});

describe('Before the battle (001 [Battles] 1; [Forces] 1.c.1, 3)', () => {
  it("adds an ally's field army to the side's rating (160 + 160), played by its owner", () => {
    const r = prepareBattle(dice(), 'B1', state(), 'two-player', [
      { player: 'A', allies: ['C'], stake: 'A Town' },
      { player: 'B', allies: [], stake: 'B Town' },
    ]);
    expect(r.ok && r.value.ratings).toEqual([
      { player: 'A', rating: 320 },
      { player: 'B', rating: 160 },
    ]);
  });

  it("refuses a two-player battle without a stake, or a stake not the player's", () => {
    const none = prepareBattle(dice(), 'B1', state(), 'two-player', [
      { player: 'A', allies: [], stake: null },
      { player: 'B', allies: [], stake: 'B Town' },
    ]);
    expect(!none.ok && none.error).toMatch(/A must stake a territory/);
    const wrong = prepareBattle(dice(), 'B1', state(), 'two-player', [
      { player: 'A', allies: [], stake: 'B Town' },
      { player: 'B', allies: [], stake: 'B Town' },
    ]);
    expect(!wrong.ok && wrong.error).toMatch(/A cannot stake B Town/);
  });

  it('a multi-player battle stakes nothing and generates no territory before it; only the climate is rolled', () => {
    const d = dice({ 'ct:climate:M1': 3 });
    const r = prepareBattle(d, 'M1', state(), 'multi-player', [
      { player: 'A', allies: [], stake: null },
      { player: 'B', allies: [], stake: null },
      { player: 'C', allies: [], stake: null },
    ]);
    expect(r.ok && [r.value.generated, r.value.climate.climate]).toEqual([null, 'Cold']);
    expect(d.log().map((x) => x.key)).toEqual(['ct:climate:M1']);
  });

  it("refuses an illegal field army, and a Stygian's non-Stygian ally", () => {
    const noGeneral = prepareBattle(dice(), 'B1', state([{ warbands: [band('S', 4)] }]), 'rescue', [
      { player: 'A', allies: [], stake: null },
      { player: 'B', allies: [], stake: null },
    ]);
    expect(!noGeneral.ok && noGeneral.error).toMatch(/at least one Individual/);
    const stygian = prepareBattle(dice(), 'B1', state([{ race: 'Stygian' }]), 'challenge', [
      { player: 'A', allies: ['C'], stake: 'A Town' },
      { player: 'B', allies: [], stake: 'B Town' },
    ]);
    expect(!stygian.ok && stygian.error).toMatch(/Stygian players may only ally with Stygian/);
  });
});
