/**
 * Spell swaps (001 [Forces] 2.a.3: "wizards may 'sell back' their spells and buy new ones between battles"; step d
 * of [Campaign] 1) as CT-R25 rules them: a wizard (magic-user, not alchemist), at the Army lists price, the spell in
 * the wizard's points, a buy only in place of a spell sold back this stage; Second Chance ([Races] 1.a.2) follows.
 */
import type { FigureType } from '../../../src/engine/ct/orders/purchase';
import { buySpell, sellBackSpell, spellsOf } from '../../../src/engine/ct/spells';
import type { CtPlayer } from '../../../src/engine/ct/model';
import { PROFILE, band, individual, player } from './fixtures';

const spell = (type: string, baseCost: number, list = 'Firstborn'): FigureType => ({
  list,
  type,
  baseCost,
  profile: PROFILE,
  race: 'other',
  flags: new Set(['spell']),
});
const LISTS = [spell('Second Chance', 15), spell('Time Warp', 20), spell('Hex', 5, 'Devout')];

// A: 40 gc; warband S (a leader and 4 followers at 20), a Captain (60) and a Chronomancer of 110 points who knows
// Second Chance. Field army 100 + 60 + 110 = 270 of 1100 (Fortress + Town, Table 1).
const withWizard = (treasury = 40, over = {}): CtPlayer =>
  player('A', {
    treasury,
    warbands: [
      band('S', 4),
      individual('Cap'),
      individual('Chrono', {
        type: 'Chronomancer',
        baseCost: 110,
        magicUser: true,
        secondChance: true,
        spells: ['Second Chance'],
        ...over,
      }),
    ],
  });
const chrono = (p: CtPlayer) => p.warbands.find((w) => w.id === 'Chrono')!.figures[0]!;

describe('CT-R25: selling back', () => {
  it('Second Chance for its 15 gc: the treasury 40 + 15 = 55, his points 110 − 15 = 95, Second Chance gone', () => {
    const sold = new Map<string, number>();
    const r = sellBackSpell(withWizard(), 'Chrono', 'second chance', LISTS, sold);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.value.player.treasury, r.value.gc, r.value.spell]).toEqual([55, 15, 'Second Chance']);
    expect([chrono(r.value.player).baseCost, chrono(r.value.player).secondChance]).toEqual([95, false]);
    expect(spellsOf(chrono(r.value.player))).toEqual([]);
    expect(sold.get('Chrono')).toBe(1);
  });

  it('a Second Chance flagged without the spell written is the same spell (an older ledger)', () => {
    const r = sellBackSpell(withWizard(40, { spells: [] }), 'Chrono', 'Second Chance', LISTS, new Map());
    expect(r.ok && chrono(r.value.player).secondChance).toBe(false);
  });

  it('refused: a spell he does not know, one not on his list, a warband without a wizard, an alchemist', () => {
    const no = (r: ReturnType<typeof sellBackSpell>) => (r.ok ? '' : r.error);
    expect(no(sellBackSpell(withWizard(), 'Chrono', 'Time Warp', LISTS, new Map()))).toMatch(
      /no wizard of Chrono knows Time Warp; Chrono knows Second Chance/,
    );
    const unlisted = withWizard(40, { spells: ['Blink'] });
    expect(no(sellBackSpell(unlisted, 'Chrono', 'Blink', LISTS, new Map()))).toMatch(
      /Blink is not a spell of the Firstborn list on the Army lists tab/,
    );
    expect(no(sellBackSpell(withWizard(), 'S', 'Second Chance', LISTS, new Map()))).toMatch(
      /S has no wizard: only a magic-user, not an alchemist/,
    );
    const alchemist = withWizard(40, { alchemist: true });
    expect(no(sellBackSpell(alchemist, 'Chrono', 'Second Chance', LISTS, new Map()))).toMatch(
      /has no wizard/,
    );
  });
});

describe('CT-R25: buying in place of a spell sold back', () => {
  it('Second Chance out, Time Warp in: 40 + 15 − 20 = 35 gc, 110 − 15 + 20 = 115 points', () => {
    const sold = new Map<string, number>();
    const out = sellBackSpell(withWizard(), 'Chrono', 'Second Chance', LISTS, sold);
    if (!out.ok) throw new Error(out.error);
    const r = buySpell(out.value.player, 'Chrono', 'time warp', LISTS, sold);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.value.player.treasury, r.value.gc, chrono(r.value.player).baseCost]).toEqual([35, -20, 115]);
    expect(spellsOf(chrono(r.value.player))).toEqual(['Time Warp']);
    expect(sold.get('Chrono')).toBe(0);
  });

  it('buying Second Chance back gives the Firstborn reroll back ([Races] 1.a.2)', () => {
    const sold = new Map([['Chrono', 1]]);
    const r = buySpell(
      withWizard(40, { spells: [], secondChance: false }),
      'Chrono',
      'Second Chance',
      LISTS,
      sold,
    );
    expect(r.ok && [chrono(r.value.player).secondChance, chrono(r.value.player).baseCost]).toEqual([
      true,
      125,
    ]);
  });

  it('refused: none sold back this stage (an exchange), one he knows, not his list’s, more than the treasury', () => {
    const no = (r: ReturnType<typeof buySpell>) => (r.ok ? '' : r.error);
    expect(no(buySpell(withWizard(), 'Chrono', 'Time Warp', LISTS, new Map()))).toMatch(
      /Chrono sold back no spell this stage: a wizard buys a spell only in place of one he sells back/,
    );
    const one = () => new Map([['Chrono', 1]]);
    expect(no(buySpell(withWizard(), 'Chrono', 'Second Chance', LISTS, one()))).toMatch(
      /Chrono already knows Second Chance/,
    );
    expect(no(buySpell(withWizard(), 'Chrono', 'Hex', LISTS, one()))).toMatch(
      /Hex is not a spell of the Firstborn list/,
    );
    expect(no(buySpell(withWizard(19), 'Chrono', 'Time Warp', LISTS, one()))).toMatch(
      /Time Warp costs 20 gc, the treasury holds 19/,
    );
  });

  it('refused when the spell’s points break the roster: a field army at its 1100 cap (CT-R25.3, [Forces] 1.b)', () => {
    // S with 46 followers: 47 × 20 = 940; + Captain 60 + Chronomancer 100 = 1100, the Fortress + Town cap.
    const full: CtPlayer = {
      ...withWizard(100, { baseCost: 100, spells: [], secondChance: false }),
    };
    const atCap = { ...full, warbands: [band('S', 46), ...full.warbands.slice(1)] };
    const r = buySpell(atCap, 'Chrono', 'Time Warp', LISTS, new Map([['Chrono', 1]]));
    expect(!r.ok && r.error).toMatch(/The field army is 1120 points, its maximum 1100/);
  });
});
