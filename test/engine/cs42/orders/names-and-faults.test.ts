import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import { ANN, campaign, check } from './fixture';

/** Issue 11: names players give may not be spreadsheet formulas; a fault on one line never stops the others. */

describe('names that players give new units (CSV/spreadsheet formula injection)', () => {
  it.each([
    ['Karak Varn - Raise Troops 300 =HYPERLINK("http://evil")'],
    ['Karak Varn - Raise Troops +Guard 300'],
    ['Karak Varn - Raise Engineer -Sappers'],
    ['Karak Varn - Raise Spy @Whisper'],
    ['Karak Varn - Commission Scouts =1+1'],
    ['Karak Varn - Spawn Settlers 1 =cmd'],
    ['Pilgrims - Found City =New Varn'],
    ['Iron Host - Split =Guard 400, Reserve 400'],
    ['Iron Host - Split Guard 400, @Reserve 400'],
  ])('%s is refused with O036', (line) => {
    const l = check(line).lines[0];
    expect(l).toMatchObject({ status: 'rejected', code: 'O036' });
    expect(l.message).toMatch(/may not start with/);
  });

  it('a name with such a sign inside it is fine', () => {
    expect(check('Karak Varn - Raise Troops 300 Guard=East').lines[0]).toMatchObject({ status: 'ok' });
  });
});

describe('a fault while checking one line', () => {
  it('becomes a rejected line with O099; the other lines are checked as usual', () => {
    const state = campaign();
    const broken = ['Marketplace'] as const;
    const improvements = Object.assign([...broken], {
      some: (): boolean => {
        throw new Error('boom');
      },
    });
    const cities = state.cities.map((c) => (c.name === 'Karak Varn' ? { ...c, improvements } : c));
    const r = checkOrders({
      state: { ...state, cities },
      player: ANN,
      text: 'Iron Host - Move 3\nKarak Varn - Build Granary\nSappers - Hold',
      treasury: 1000,
    });
    expect(r.lines.map((l) => `${l.status} ${l.code}`)).toEqual(['ok O000', 'rejected O099', 'ok O000']);
    expect(r.lines[1].message).toMatch(/could not be checked/);
  });
});

describe('an unknown action (issue 10)', () => {
  it('is quoted whole, not cut after three words', () => {
    const l = check('Iron Host - Fly to the enemy').lines[0];
    expect(l.code).toBe('O005');
    expect(l.message).toMatch(/^“Fly to the enemy” is not an action of armies\./);
  });

  it('a very long one is quoted in part, with an ellipsis', () => {
    const l = check(`Iron Host - Fly ${'far '.repeat(100)}`).lines[0];
    expect(l.message).toMatch(/^“Fly far far .*…” is not an action of armies\./);
    expect(l.message.length).toBeLessThan(400);
  });
});

describe('a player with no units or cities (issue 10)', () => {
  it('is told so, not that every unit has orders', () => {
    const r = checkOrders({ state: campaign(), player: 'Cy', text: '', treasury: 0 });
    expect(r.holds).toEqual([]);
    expect(r.warnings.map((w) => w.code)).toEqual(['W015']);
    expect(r.warnings[0].message).toMatch(/no army, unit or city/);
  });

  it('a player with units and no orders is not', () => {
    expect(check('').warnings.map((w) => w.code)).not.toContain('W015');
  });
});
