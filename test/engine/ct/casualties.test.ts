import {
  applyCasualties,
  devoutRefund,
  rerollers,
  resolveCasualties,
} from '../../../src/engine/ct/casualties';
import { keepAsDrugged, ransom, rescue, sellToSlavers } from '../../../src/engine/ct/captives';
import { band, dice, fig, individual, player } from './fixtures';

const report = (figure: string, unrecoverable = false) => ({ figure, unrecoverable, enemy: 'B' });

describe('Casualty recovery per figure (Table 4; 001 [Battles] 3.a-b)', () => {
  it('rolls a D20 per casualty keyed by figure, and a skeleton or eaten figure is dead unrolled', () => {
    const d = dice({
      'ct:casualty:B1:S.1': 2,
      'ct:casualty:B1:S.2': 4,
      'ct:casualty:B1:S.3': 12,
      'ct:casualty:B1:S.4': 13,
    });
    const r = resolveCasualties(
      d,
      'B1',
      'A',
      [report('S.1'), report('S.2'), report('S.3'), report('S.4'), report('S.L', true)],
      [],
      0,
    );
    expect(r.outcomes.map((o) => o.result)).toEqual([
      'Killed',
      'Captured',
      'Wounded',
      'Full recovery',
      'Killed',
    ]);
    expect(d.log().map((x) => x.key)).not.toContain('ct:casualty:B1:S.L');
  });

  it('applies them: killed and captured leave, wounded go to the Hospital (CT-R17)', () => {
    const p = player('A', { warbands: [band('S', 4), individual('Cap')] });
    const outcomes = [
      { figure: 'S.1', result: 'Killed' as const, enemy: 'B' },
      { figure: 'S.2', result: 'Captured' as const, enemy: 'B' },
      { figure: 'S.3', result: 'Wounded' as const, enemy: 'B' },
    ];
    const a = applyCasualties(p, outcomes);
    expect(a.player.warbands[0]!.figures.map((f) => [f.id, f.hospital])).toEqual([
      ['S.L', false],
      ['S.3', true],
      ['S.4', false],
    ]);
    expect(a.captured.map((c) => [c.figure.id, c.warband, c.enemy])).toEqual([['S.2', 'S', 'B']]);
  });
});

describe('Alchemist and Second Chance rerolls (001 [Races] 1, alchemist 1-5; CT-R13)', () => {
  it('counts each alchemist, and a Chronomancer with Second Chance only if he survived', () => {
    const figures = [fig('al', { alchemist: true }), fig('ch', { secondChance: true }), fig('x')];
    expect(rerollers(figures, [])).toBe(2);
    expect(rerollers(figures, ['ch'])).toBe(1);
  });

  it('the second roll stands even if worse', () => {
    const d = dice({ 'ct:casualty:B1:S.1': 10, 'ct:casualty-reroll:B1:S.1': 5 });
    const r = resolveCasualties(d, 'B1', 'A', [report('S.1')], ['S.1'], 1);
    expect(r.outcomes[0]!.result).toBe('Captured');
  });

  it("a reroll giving Killed or Captured ends that alchemist's rerolls (alchemist 4)", () => {
    const d = dice({
      'ct:casualty:B1:S.1': 8,
      'ct:casualty-reroll:B1:S.1': 1,
      'ct:casualty:B1:S.2': 2,
      'ct:casualty-reroll:B1:S.2': 20,
    });
    const one = resolveCasualties(d, 'B1', 'A', [report('S.1'), report('S.2')], ['S.1', 'S.2'], 1);
    expect(one.outcomes.map((o) => o.result)).toEqual(['Killed', 'Killed']);
    expect(one.events.map((e) => e.effect)).toContain(
      'no reroll left: an earlier reroll came up Killed or Captured; the first roll stands',
    );
    // A second alchemist may still reroll (alchemist 5).
    const two = resolveCasualties(
      dice({
        'ct:casualty:B1:S.1': 8,
        'ct:casualty-reroll:B1:S.1': 1,
        'ct:casualty:B1:S.2': 2,
        'ct:casualty-reroll:B1:S.2': 20,
      }),
      'B1',
      'A',
      [report('S.1'), report('S.2')],
      ['S.1', 'S.2'],
      2,
    );
    expect(two.outcomes.map((o) => o.result)).toEqual(['Killed', 'Full recovery']);
  });
});

describe('Rerolls the player asked for before the rolls (001 [Races] alchemist 2)', () => {
  it('a Full recovery (Table 4: 13-20) is not rerolled, and the reroll is kept for a later casualty', () => {
    const d = dice({
      'ct:casualty:B1:S.1': 15,
      'ct:casualty-reroll:B1:S.1': 1,
      'ct:casualty:B1:S.2': 9,
      'ct:casualty-reroll:B1:S.2': 1,
      'ct:casualty:B1:S.3': 2,
      'ct:casualty-reroll:B1:S.3': 14,
    });
    const r = resolveCasualties(
      d,
      'B1',
      'A',
      [report('S.1'), report('S.2'), report('S.3')],
      ['S.1', 'S.2', 'S.3'],
      1,
    );
    // S.1 stands at Full recovery; S.2's reroll (Wounded → Killed) ends the alchemist's rerolls; S.3 stays Killed.
    expect(r.outcomes.map((o) => o.result)).toEqual(['Full recovery', 'Killed', 'Killed']);
    expect(r.events.map((e) => e.effect)).toContain('Full recovery: not rerolled');
  });

  it('with no alchemist nor a surviving Chronomancer with Second Chance, the message says so', () => {
    const r = resolveCasualties(dice({ 'ct:casualty:B1:S.1': 9 }), 'B1', 'A', [report('S.1')], ['S.1'], 0);
    expect(r.events.map((e) => e.effect)).toContain(
      'no reroll: no alchemist fought, nor a Chronomancer with Second Chance who survived; the first roll stands',
    );
  });
});

describe('Devout summoned creatures dispelled (001 [Races] 5.c.2-3)', () => {
  const imp = fig('imp', { baseCost: 45, summoned: true });
  // Half of 45 rounded down is 22.
  const cases: [string, number | null, number][] = [
    ['unwounded', null, 45],
    ['wounded', 3, 45],
    ['wounded', 2, 22],
    ['killed', 5, 45],
    ['killed', 4, 22],
    ['captured', null, 0],
  ];
  it.each(cases)('%s, D6 %p: %i gc back', (state, die, gc) => {
    const d = dice(die === null ? {} : { 'ct:devout:B1:imp': die });
    const r = devoutRefund(d, 'B1', imp, state as 'unwounded');
    expect(r.gc).toBe(gc);
    expect(d.log().length).toBe(die === null ? 0 : 1);
  });
});

describe('Captives (001 [Battles] 3.c; [Races] 6.b)', () => {
  const captive = { figure: fig('S.2', { baseCost: 25 }), owner: 'A', warband: 'S' };
  const captor = player('B', { treasury: 10, captives: [captive], warbands: [band('D', 4)] });
  // A's warband S lost S.2 to B.
  const lessOne = band('S', 4);
  const owner = player('A', {
    treasury: 100,
    warbands: [{ ...lessOne, figures: lessOne.figures.filter((f) => f.id !== 'S.2') }],
  });

  it('sells to slavers for half the base cost, rounded down: 25 → 12 gc', () => {
    const r = sellToSlavers(captor, 'S.2');
    expect(r.ok && [r.value.treasury, r.value.captives.length]).toEqual([22, 0]);
  });

  it('ransoms at the agreed price, the figure back in its warband', () => {
    const r = ransom(captor, owner, 'S.2', 30);
    expect(
      r.ok && [r.value.captor.treasury, r.value.owner.treasury, r.value.owner.warbands[0]!.figures.length],
    ).toEqual([40, 70, 5]);
    const poor = ransom(captor, { ...owner, treasury: 5 }, 'S.2', 30);
    expect(!poor.ok && poor.error).toMatch(/cannot pay/);
  });

  it('lets a Stygian keep humans, elves, dwarves, orcs and goblins as Drugged, nobody else', () => {
    const s = keepAsDrugged({ ...captor, race: 'Stygian' }, 'S.2', 'D');
    expect(s.ok && s.value.warbands[0]!.figures.filter((f) => f.drugged).map((f) => f.id)).toEqual(['S.2']);
    const notStygian = keepAsDrugged(captor, 'S.2', 'D');
    expect(!notStygian.ok && notStygian.error).toMatch(/Only Stygians/);
    const beast = {
      ...captor,
      race: 'Stygian',
      captives: [{ ...captive, figure: { ...captive.figure, race: 'other' as const } }],
    };
    const r = keepAsDrugged(beast, 'S.2', 'D');
    expect(!r.ok && r.error).toMatch(/only humans, elves, dwarves, orcs and goblins/);
  });

  it('returns the freed captives after a Rescue (4.a)', () => {
    const r = rescue(captor, owner, ['S.2']);
    expect(
      r.ok && [r.value.captor.captives.length, r.value.owner.warbands[0]!.figures.map((f) => f.id)],
    ).toEqual([0, ['S.L', 'S.1', 'S.3', 'S.4', 'S.2']]);
  });
});
