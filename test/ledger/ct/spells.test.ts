/**
 * Spell swaps on the ledger ([Forces] 2.a.3; CT-R25): the receipts of Sell back and Buy spell (codes CT-O041 and
 * CT-O042) at the purchases stage, their effect on the Figures (Spells, Base cost) and Forces (Treasury) tabs,
 * the Check of the Spells cell and of a spell row, and the player view keeping a wizard's spells to his owner.
 * The demo: Vanth's Chronomancer (110 points) knows Second Chance; the Firstborn list sells Second Chance for
 * 15 gc and Time Warp for 20; the Blackbloods' Alchemist has no spells.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { ledgerTabs, play, recordOf } from './tabs';

const purchases = playChain().find((c) => c.label === 'round 1 post-battle')!.tabs; // Vanth 562 gc, Ghor 393
const receipt = (tabs: TabValues, player: string, text: string) => R.checkOrders(tabs, player, text).lines;

describe('CT-R25 receipts at the purchases stage', () => {
  it('a swap is taken: Sell back Second Chance, then Buy spell Time Warp', () => {
    const lines = receipt(
      purchases,
      'Vanth',
      'Vanth Chronomancer - Sell back Second Chance\nVanth Chronomancer - Buy spell Time Warp',
    );
    expect(lines.map((l) => l.status)).toEqual(['ok', 'ok']);
  });

  it.each([
    ['Vanth', 'Vanth Chronomancer - Buy spell Time Warp', 'CT-O042', /sold back no spell this stage/],
    [
      'Vanth',
      'Vanth Chronomancer - Sell back Time Warp',
      'CT-O041',
      /no wizard of Vanth Chronomancer knows Time Warp/,
    ],
    ['Vanth', 'Vanth Blades - Sell back Second Chance', 'CT-O041', /Vanth Blades has no wizard/],
    ['Ghor', 'Ghor Alchemist - Sell back Fire', 'CT-O041', /only a magic-user, not an alchemist/],
  ])('%s: %s → %s', (player, line, code, message) => {
    const [l] = receipt(purchases, player, line);
    expect(l).toMatchObject({ status: 'rejected', code });
    expect(l.message).toMatch(message);
  });

  it('a spell is no figure type: “Recruit 1 Time Warp” is refused', () => {
    const [l] = receipt(purchases, 'Vanth', 'Vanth Blades - Recruit 1 Time Warp');
    expect(l).toMatchObject({ status: 'rejected', code: 'CT-O031' });
    expect(l.message).toMatch(/Time Warp is not a figure type of the Firstborn list/);
  });

  it('not before the battles: pre-battle refuses it as an order of the purchases stage', () => {
    const [l] = receipt(ledgerTabs(R.demo()), 'Vanth', 'Vanth Chronomancer - Sell back Second Chance');
    expect(l).toMatchObject({ status: 'rejected', code: 'CT-O004' });
  });
});

describe('CT-R25 effect on the roster tabs', () => {
  const { tabs } = play(purchases, {
    Vanth: ['Vanth Chronomancer - Sell back Second Chance', 'Vanth Chronomancer - Buy spell Time Warp'],
  });
  it('Figures: Spells Time Warp, Base cost 110 − 15 + 20 = 115, the second chance flag gone; Forces: 562 + 15 − 20 = 557', () => {
    expect(recordOf(tabs, 'Figures', 'V.Chronomancer')).toMatchObject({
      Spells: 'Time Warp',
      'Base cost': 115,
      Flags: 'magic-user',
    });
    expect(recordOf(tabs, 'Forces', 'Vanth').Treasury).toBe(557);
  });
  it('the view: Vanth sees his Chronomancer’s spells; Ghor does not', () => {
    expect(R.playerView(tabs, 'Vanth').join('\n')).toContain('V.Chronomancer knows Time Warp');
    expect(R.playerView(tabs, 'Ghor').join('\n')).not.toContain('Time Warp');
  });
});

describe('CT-R25: Check of the Spells cell and of a spell row', () => {
  const withCell = (figure: string, header: string, value: string) => {
    const tabs = ledgerTabs(R.demo());
    const grid = tabs.get('Figures')!;
    const col = grid[0].indexOf(header);
    grid.find((r) => r[0] === figure)![col] = value;
    return tabs;
  };
  const col = (header: string) =>
    String.fromCharCode(65 + ledgerTabs(R.demo()).get('Figures')![0].indexOf(header));
  const rowOf = (figure: string) =>
    ledgerTabs(R.demo())
      .get('Figures')!
      .findIndex((r) => r[0] === figure) + 1;

  it('spells on a figure that is no wizard: named at its Spells cell', () => {
    expect(R.check(withCell('V.Captain', 'Spells', 'Time Warp'))).toEqual([
      {
        tab: 'Figures',
        cell: `${col('Spells')}${rowOf('V.Captain')}`,
        message: 'only a wizard (flag magic-user, not an alchemist) knows spells ([Forces] 2.a.3)',
      },
    ]);
  });
  it('a spell written twice', () => {
    const issues = R.check(withCell('V.Chronomancer', 'Spells', 'Second Chance, second chance'));
    expect(issues.map((i) => i.message)).toEqual(['second chance is written twice']);
  });
  it('“spell” in a figure’s Flags: a spell row’s flag', () => {
    const issues = R.check(withCell('V.Chronomancer', 'Flags', 'magic-user, spell'));
    expect(issues.map((i) => i.message)).toContain(
      "'spell' marks a spell row of the Army lists tab, not a figure",
    );
  });
  it('the demo’s spell rows (no characteristics) and Spells cells read clean', () => {
    expect(R.check(ledgerTabs(R.demo()))).toEqual([]);
  });
});
