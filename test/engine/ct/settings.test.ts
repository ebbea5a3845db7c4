import { readCtSettings } from '../../../src/engine/ct/settings';

describe('Campaign-tab settings (CT-R2, CT-R5, CT-R6)', () => {
  it('leaves the advancement cost unset when blank: no default (CT-R6)', () => {
    expect(readCtSettings({})).toEqual({
      ok: true,
      value: { xpPerAdvancementRoll: null, startingDie: 'd6', devoutAllyOnlyDevout: true },
    });
  });

  it('reads a whole number, D20 and No', () => {
    const r = readCtSettings({
      'XP per advancement roll': ' 25 ',
      'Starting territory die': 'D20',
      'Devout ally only with Devout': 'no',
    });
    expect(r).toEqual({
      ok: true,
      value: { xpPerAdvancementRoll: 25, startingDie: 'd20', devoutAllyOnlyDevout: false },
    });
  });

  it.each([['0'], ['2.5'], ['=1+1'], ['ten']])(
    'refuses "%s" as an advancement cost, naming the cell',
    (v) => {
      const r = readCtSettings({ 'XP per advancement roll': v });
      expect(!r.ok && r.error).toMatch(/Campaign tab, "XP per advancement roll".*CT-R6/);
    },
  );

  it('refuses a die other than D6 or D20', () => {
    const r = readCtSettings({ 'Starting territory die': 'D12' });
    expect(!r.ok && r.error).toMatch(/neither D6 nor D20/);
  });
});
