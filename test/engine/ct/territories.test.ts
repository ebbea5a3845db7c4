import {
  challengeSpoils,
  declineChallenge,
  gainTerritory,
  generateTerritory,
  missionGains,
  silentDecline,
  startingTerritory,
  twoPlayerSpoils,
  upgradeTerritory,
} from '../../../src/engine/ct/territories';
import type { Territory, TerritoryType } from '../../../src/engine/ct/model';
import { dice, player } from './fixtures';

const names = (p: { territories: readonly Territory[] }): string[] => p.territories.map((t) => t.name);
const generated: Territory = { name: 'Ford', type: 'Village', home: false };
const twelve = (name: string) =>
  player(name, {
    territories: Array.from({ length: 12 }, (_, i) => ({
      name: `${name}${i}`,
      type: 'Outpost' as TerritoryType,
      home: i === 0,
    })),
  });

describe('Generating territories on Table 1 (CT-R2)', () => {
  it('rolls a D20 before a two-player battle, keyed so it can be overridden alone', () => {
    const g = generateTerritory(dice({ 'ct:territory:B1': 9 }), 'ct:territory:B1', 'B1');
    expect(g.type).toBe('Village');
    expect([g.event.key, g.event.result, g.event.die]).toEqual(['ct:territory:B1', 9, 'd20']);
  });

  it('rolls the starting territory on a D6 as written, or a D20 as the setting says', () => {
    expect(startingTerritory(dice({ 'ct:start:A': 4 }), 'A', 'd6').type).toBe('Town');
    expect(startingTerritory(dice({ 'ct:start:A': 12 }), 'A', 'd20').type).toBe('Hamlet');
  });
});

describe('Two-player spoils (001 [Battles] 1.a.1-2)', () => {
  it('taking the generated territory leaves the loser his stake', () => {
    const r = twoPlayerSpoils(player('A'), player('B'), 'B Town', generated, 'generated');
    expect(r.ok && [names(r.value.winner), names(r.value.loser)]).toEqual([
      ['A Keep', 'A Town', 'Ford'],
      ['B Keep', 'B Town'],
    ]);
  });

  it("taking the loser's stake gives the loser the generated territory", () => {
    const r = twoPlayerSpoils(player('A'), player('B'), 'B Town', generated, 'stake');
    expect(r.ok && [names(r.value.winner), names(r.value.loser)]).toEqual([
      ['A Keep', 'A Town', 'B Town'],
      ['B Keep', 'Ford'],
    ]);
  });

  it("refuses a stake that is not the loser's", () => {
    const r = twoPlayerSpoils(player('A'), player('B'), 'A Town', generated, 'stake');
    expect(!r.ok && r.error).toMatch(/not one of his territories/);
  });

  it('gives a winner at 12 territories nothing; the stake he chose is declined and the loser keeps it (CT-R12)', () => {
    const g = twoPlayerSpoils(twelve('A'), player('B'), 'B Town', generated, 'generated');
    expect(g.ok && [g.value.winner.territories.length, g.value.effect]).toEqual([
      12,
      expect.stringMatching(/CT-R12/),
    ]);
    const s = twoPlayerSpoils(twelve('A'), player('B'), 'B Town', generated, 'stake');
    expect(s.ok && [s.value.winner.territories.length, names(s.value.loser), s.value.effect]).toEqual([
      12,
      names(player('B')),
      'A already controls 12 territories: he declines B Town, B keeps it and the generated Ford goes to no one (CT-R12)',
    ]);
    expect(gainTerritory(twelve('A'), generated).ok).toBe(false);
  });
});

describe('Challenges (001 [Battles] 4.b; CT-R19)', () => {
  it("the winner adds the loser's stake, the loser gains nothing", () => {
    const r = challengeSpoils(player('A'), player('B'), 'B Town');
    expect(r.ok && [names(r.value.winner), names(r.value.loser)]).toEqual([
      ['A Keep', 'A Town', 'B Town'],
      ['B Keep'],
    ]);
  });

  it("declining gives the challenger a territory of the challenged's choice, never the home fortress", () => {
    const r = declineChallenge(player('A'), player('B'), 'B Town');
    expect(r.ok && [names(r.value.winner), names(r.value.loser)]).toEqual([
      ['A Keep', 'A Town', 'B Town'],
      ['B Keep'],
    ]);
    const home = declineChallenge(player('A'), player('B'), 'B Keep');
    expect(!home.ok && home.error).toMatch(/home fortress while he holds other/);
  });

  it('with only his home fortress the challenged must accept (CT-R19)', () => {
    const lone = player('B', { territories: [{ name: 'B Keep', type: 'Fortress', home: true }] });
    const r = declineChallenge(player('A'), lone, 'B Keep');
    expect(!r.ok && r.error).toMatch(/must accept/);
  });
});

describe('Upgrading (001 [Economics] 3.b; Table 1; CT-R7)', () => {
  // The row is the current type: Outpost → Hamlet 10 gc, Hamlet → Village 25, Village → Town 50, Town → City 100,
  // City → Fortress 250.
  const steps: [TerritoryType, TerritoryType, number][] = [
    ['Outpost', 'Hamlet', 10],
    ['Hamlet', 'Village', 25],
    ['Village', 'Town', 50],
    ['Town', 'City', 100],
    ['City', 'Fortress', 250],
  ];
  it.each(steps)('%s becomes a %s for %i gc', (from, to, cost) => {
    const p = player('A', { treasury: 300, territories: [{ name: 'T', type: from, home: false }] });
    const r = upgradeTerritory(p, 'T');
    expect(r.ok && [r.value.territories[0]!.type, r.value.treasury]).toEqual([to, 300 - cost]);
  });

  it('refuses a Fortress (N/A) and an upgrade the treasury cannot pay', () => {
    const f = upgradeTerritory(player('A', { treasury: 999 }), 'A Keep');
    expect(!f.ok && f.error).toMatch(/Fortress and cannot be upgraded/);
    const poor = upgradeTerritory(player('A', { treasury: 99 }), 'A Town');
    expect(!poor.ok && poor.error).toMatch(/costs 100 gc/);
  });
});

describe('Multi-player gains (001 [Battles] 1.b; CT-R24)', () => {
  it('each player who accomplished his mission generates a territory on a D20; one at 12 gains nothing', () => {
    const d = dice({ 'ct:territory:M1:A': 2, 'ct:territory:M1:C': 20 });
    const r = missionGains(d, 'M1', [player('A'), player('B'), twelve('C')], ['A', 'C'], (p) => `${p} New`);
    expect(r.players.map((p) => p.territories.length)).toEqual([3, 2, 12]);
    expect(r.players[0]!.territories[2]).toEqual({ name: 'A New', type: 'City', home: false });
    expect(r.events.map((e) => e.table)).toEqual([
      expect.stringContaining('Table 1'),
      expect.stringContaining('Table 1'),
      'CT-R24',
    ]);
  });
});

describe('CT-R27: the territory a silent challenged player gives up ([Battles] 4.b; CT-R19)', () => {
  const holding = (...ts: [string, TerritoryType, boolean][]) =>
    player('B', { territories: ts.map(([name, type, home]) => ({ name, type, home })) });
  it('the lowest Table 1 income other than the home fortress: an Outpost (25 gc) before a Hamlet (50) or a City (150)', () => {
    const b = holding(
      ['Keep', 'Fortress', true],
      ['C', 'City', false],
      ['O', 'Outpost', false],
      ['H', 'Hamlet', false],
    );
    expect(silentDecline(b)?.name).toBe('O');
  });
  it('on a tie the first on his list; never the home fortress, even a Fortress of 200 gc against it', () => {
    expect(
      silentDecline(holding(['Keep', 'Fortress', true], ['V1', 'Village', false], ['V2', 'Village', false]))
        ?.name,
    ).toBe('V1');
    expect(silentDecline(holding(['Keep', 'Town', true], ['F', 'Fortress', false]))?.name).toBe('F');
  });
  it('none with only the home fortress', () => {
    expect(silentDecline(holding(['Keep', 'Fortress', true]))).toBeNull();
  });
});
