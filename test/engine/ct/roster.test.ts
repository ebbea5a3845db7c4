import { forceErrors, general, magicUserLimit, rosterErrors } from '../../../src/engine/ct/roster';
import {
  buildInitialForce,
  disband,
  moveWarband,
  recruitFigures,
  recruitWarband,
  transferFigures,
} from '../../../src/engine/ct/recruit';
import { FIELD, band, fig, individual, player } from './fixtures';

const codes = (p: ReturnType<typeof player>): string[] => rosterErrors(p).map((e) => e.code);
const legal = () => player('A', { treasury: 500, warbands: [band('S', 4), individual('Cap')] });

describe('Force legality (001 [Forces] 1.a-c)', () => {
  it('accepts a field army of a warband and its General', () => {
    expect(rosterErrors(legal())).toEqual([]);
  });

  it('needs a non-missile warband for every missile warband (1.a.1.a)', () => {
    const p = player('A', { warbands: [band('B', 4, { missile: true }), individual('Cap')] });
    expect(codes(p)).toEqual(['missile-ratio']);
  });

  it('needs a warband for every Individual (1.a.1.b)', () => {
    const p = player('A', { warbands: [band('S', 4), individual('Cap'), individual('Mage')] });
    expect(codes(p)).toEqual(['individual-ratio']);
  });

  it('needs an Individual in the field army, the General with the highest LD (1.a.2.b)', () => {
    expect(codes(player('A', { warbands: [band('S', 4)] }))).toEqual(['no-individual']);
    const p = player('A', {
      warbands: [
        band('S', 4),
        band('T', 4),
        individual('Cap', { profile: { ...fig('x').profile, LD: 12 } }),
        individual('Lord', { profile: { ...fig('x').profile, LD: 14 } }),
      ],
    });
    expect(general(p)?.id).toBe('Lord');
  });

  it('holds magic-users to the smaller of one per 1000 points and one per fortress, alchemists exempt (CT-R18)', () => {
    expect(magicUserLimit(1100, 1)).toBe(1);
    expect(magicUserLimit(1100, 3)).toBe(2);
    expect(magicUserLimit(800, 2)).toBe(1);
    const mages = player('A', {
      warbands: [
        band('S', 4),
        band('T', 4),
        individual('M1', { magicUser: true }),
        individual('M2', { magicUser: true }),
      ],
    });
    expect(codes(mages)).toEqual(['magic-users']);
    const alchemist = player('A', {
      warbands: [
        band('S', 4),
        band('T', 4),
        individual('M1', { magicUser: true }),
        individual('Al', { magicUser: true, alchemist: true }),
      ],
    });
    expect(codes(alchemist)).toEqual([]);
  });

  it('flags a warband under its minimum (2.b.2); one short only by its Hospital plays short (CT-R26)', () => {
    // S: a leader and 4 followers, minimum 5. One follower wounded: 5 on the roster, 4 to field: no error (CT-R26;
    // before, the Hospital was left out of the count and the battle was void).
    const w = band('S', 4);
    const hurt = { ...w, figures: w.figures.map((f, i) => (i === 1 ? { ...f, hospital: true } : f)) };
    expect(rosterErrors(player('A', { warbands: [hurt, individual('Cap')] }))).toEqual([]);
    // One follower gone (killed or captured): 4 on the roster, under the minimum of 5.
    const short = { ...w, figures: w.figures.slice(0, 4) };
    expect(
      rosterErrors(player('A', { warbands: [short, individual('Cap')] })).map((e) => [e.code, e.subject]),
    ).toEqual([['under-strength', 'S']]);
  });

  it('keeps one army list, with the lists the moderator allows (1.a.2.c)', () => {
    const p = player('A', { warbands: [band('S', 4, { armyList: 'Devout' }), individual('Cap')] });
    expect(codes(p)).toEqual(['army-list']);
    expect(codes({ ...p, alsoLists: ['Devout'] })).toEqual([]);
  });

  it('caps the field army at 850 + Table 1 (1100 for Fortress and Town) and a garrison at its Table 1 maximum', () => {
    // A leader and 54 followers × 20 = 1100: at the cap; one more is 1120.
    expect(codes(player('A', { warbands: [band('S', 54), individual('Cap', { baseCost: 0 })] }))).toEqual([]);
    expect(codes(player('A', { warbands: [band('S', 55), individual('Cap', { baseCost: 0 })] }))).toEqual([
      'field-army-cap',
    ]);
    // A Town's garrison holds 150 points: 8 × 20 = 160 is over.
    const g = band('G', 7, { station: { kind: 'garrison', territory: 'A Town' } });
    const p = player('A', { warbands: [legal().warbands[0]!, legal().warbands[1]!, g] });
    expect(forceErrors(p, g.station).map((e) => e.code)).toEqual(['garrison-cap']);
  });
});

describe('Purchases checked on every recruit (001 [Forces] 2)', () => {
  it('turns the unspent of the initial 1000 points into gc (2.a.2): 160 spent leaves 840 gc', () => {
    const built = buildInitialForce(player('A'), [band('S', 4), individual('Cap')]);
    expect(built.ok && built.value.treasury).toBe(840);
  });

  it('refuses an initial force past 1000 points, or illegal', () => {
    const big = buildInitialForce(player('A'), [band('S', 50), individual('Cap')]);
    expect(!big.ok && big.error).toMatch(/more than 1000/);
    const noGeneral = buildInitialForce(player('A'), [band('S', 4)]);
    expect(!noGeneral.ok && noGeneral.error).toMatch(/Individual/);
  });

  it('recruits a warband that meets its minimum and pays from the treasury', () => {
    const r = recruitWarband(legal(), band('T', 4));
    expect(r.ok && r.value.treasury).toBe(400);
    const small = recruitWarband(legal(), band('T', 1));
    expect(!small.ok && small.error).toMatch(/minimum is 5/);
  });

  it('refuses a purchase it cannot pay, or one that breaks a ratio', () => {
    const poor = recruitWarband({ ...legal(), treasury: 99 }, band('T', 4));
    expect(!poor.ok && poor.error).toMatch(/costs 100 gc, the treasury holds 99/);
    const archers = recruitWarband(legal(), band('B', 4, { missile: true }));
    expect(archers.ok).toBe(true);
    const second = archers.ok ? recruitWarband(archers.value, band('C', 4, { missile: true })) : archers;
    expect(!second.ok && second.error).toMatch(/missile/);
  });

  it('refuses recruiting Drugged or summoned figures (Races 6.b.3, 5.c)', () => {
    const r = recruitFigures(legal(), 'S', [fig('d', { drugged: true })]);
    expect(!r.ok && r.error).toMatch(/Drugged/);
  });

  it('fills an under-strength warband back up, and refuses a purchase past the field-army cap', () => {
    const r = recruitFigures(legal(), 'S', [fig('S.5'), fig('S.6')]);
    expect(r.ok && [r.value.treasury, r.value.warbands[0]!.figures.length]).toEqual([460, 7]);
    const rich = { ...legal(), treasury: 5000 };
    const many = Array.from({ length: 50 }, (_, i) => fig(`n${i}`));
    const over = recruitFigures(rich, 'S', many);
    expect(!over.ok && over.error).toMatch(/maximum 1100/);
  });

  it('moves a warband to a garrison only within its Table 1 maximum (1.c.2)', () => {
    const p = { ...legal(), warbands: [...legal().warbands, band('T', 4)] };
    const ok = moveWarband(p, 'T', { kind: 'garrison', territory: 'A Town' });
    expect(ok.ok).toBe(true);
    const noWhere = moveWarband(p, 'T', { kind: 'garrison', territory: 'Elsewhere' });
    expect(!noWhere.ok && noWhere.error).toMatch(/no territory Elsewhere/);
    const back = ok.ok ? moveWarband(ok.value, 'T', FIELD) : ok;
    expect(back.ok).toBe(true);
  });

  it('transfers followers between like warbands, never below the minimum (2.b.4)', () => {
    const p = { ...legal(), warbands: [band('S', 5), band('T', 4), individual('Cap')] };
    const r = transferFigures(p, 'S', 'T', ['S.5']);
    expect(r.ok && r.value.warbands.map((w) => w.figures.length)).toEqual([5, 6, 1]);
    const tooMany = transferFigures(p, 'S', 'T', ['S.4', 'S.5']);
    expect(!tooMany.ok && tooMany.error).toMatch(/below its minimum/);
  });

  it('disbands with no refund, refusing to break a minimum (2.b.5; CT-R20)', () => {
    const p = { ...legal(), warbands: [band('S', 5), individual('Cap')] };
    const r = disband(p, ['S.5']);
    expect(r.ok && [r.value.treasury, r.value.warbands[0]!.figures.length]).toEqual([500, 5]);
    const under = disband(p, ['S.4', 'S.5']);
    expect(!under.ok && under.error).toMatch(/minimum/);
  });

  it("refuses a transfer between unlike warbands, and a move past a garrison's Table 1 maximum", () => {
    const p = {
      ...legal(),
      warbands: [
        band('S', 5),
        band('B', 5, { missile: true }),
        band('T', 4),
        band('U', 7),
        individual('Cap'),
      ],
    };
    const unlike = transferFigures(p, 'S', 'B', ['S.5']);
    expect(!unlike.ok && unlike.error).toMatch(/like warbands/);
    // U: 8 × 20 = 160 points; a Town's garrison holds 150.
    const big = moveWarband(p, 'U', { kind: 'garrison', territory: 'A Town' });
    expect(!big.ok && big.error).toMatch(/holds at most 150/);
  });
});
