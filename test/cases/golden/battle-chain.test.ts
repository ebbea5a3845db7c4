import { formatHex } from '../../../src/engine/hex';
import { GORTHAK, LOTUS, playBattleChain, WING, WOLVES } from './battle-chain';
import { playDemo } from './chain';

// The golden chain carried on through a battle: turn 4 finds it, Apply battle results settles it, turn 5 shows its
// consequences. Every figure below is worked by hand from the book (the arithmetic is in the comments); the
// battle's dice are fixed by the moderator's overrides (battle-chain.ts), the turns' own dice are the seed's.

const chain = playBattleChain();
const [t4, t5] = chain.played.slice(3);
const armyIn = (state: typeof chain.afterApply, name: string) => {
  const a = state.armies.find((x) => x.name === name);
  return a === undefined ? undefined : { hex: formatHex(a.hex), points: a.points };
};
const entry = (turn: typeof t4, player: string, category: string, what: string) =>
  turn.result.entries.filter((e) => e.player === player && e.category === category && e.for.startsWith(what));

describe('the demo campaign carried on through a battle (turns 4 and 5)', () => {
  it('plays turns 1-3 exactly as the recorded golden turns', () => {
    expect(chain.played.slice(0, 3).map((t) => t.result)).toEqual(playDemo().map((t) => t.result));
  });

  it('accepts every order of turns 4 and 5', () => {
    expect([...t4.rejected, ...t5.rejected]).toEqual([]);
  });

  it('turn 4 finds one field battle in 1613, the wolves attacking', () => {
    // ARMY ACTIONS: the CAV wolves March 2 hexes (1312 → 1412 → 1513) then Move into 1613, where the Wing moved
    // in its first action (1713 → 1613); COMBAT, Moving Through the Same Hex: they stop and fight. Sizes are
    // floor(points / 100) (RULINGS 6): 600 → 6, 500 → 5.
    expect(
      t4.result.battles.map((b) => [b.kind, formatHex(b.hex), b.armies.map((a) => [a.name, a.size])]),
    ).toEqual([
      [
        'field battle',
        '1613',
        [
          [WOLVES, 6],
          [WING, 5],
        ],
      ],
    ]);
    expect(chain.battles.map((b) => [b.id, b.sides[0].player, b.sides[1].player])).toEqual([
      ['T4-B1', GORTHAK, LOTUS],
    ]);
    // Retreats: "back to the hex the army came from": the Wing entered 1613 from 1713; the wolves started the
    // turn three hexes away, so no single hex is the one they came from.
    expect(formatHex(chain.battles[0].cameFrom[WING] ?? { col: 0, row: 0 })).toBe('1713');
    expect(chain.battles[0].cameFrom[WOLVES]).toBeNull();
  });

  it('Apply battle results: losses, the loser’s retreat, spoils and experience', () => {
    expect(chain.applied.applied).toEqual(['T4-B1']);
    expect(chain.applied.incomplete).toEqual([]);
    // Battle Results, as entered: the wolves lost 200 of 600 points, the Wing 50 of 500.
    expect(armyIn(chain.afterApply, WING)).toEqual({ hex: '1613', points: 450 });
    // Table 17 ("the loser of the battle will be forced to immediately retreat one hex"); Retreats: with no
    // hex it came from, "one hex in the direction of the nearest city in his empire". The Horde's nearest city
    // to 1613 is Skullrock (1114), 5 hexes (5 columns apart, one row). Of 1613's neighbours, 1514 (direction 5)
    // and 1513 (direction 6) are 4 from Skullrock, the others 5 or 6; the lower direction is taken.
    expect(armyIn(chain.afterApply, WOLVES)).toEqual({ hex: '1514', points: 400 });
    // Table 19 / Spoils: "roll 1d20 for every point in size ... of the defeated army", its size before the
    // battle: 6 dice, fixed at 10 + 5 + 20 + 1 + 8 + 6 = 50, x 5 = 250 guilders to the winner.
    expect(chain.applied.entries).toEqual([
      {
        player: LOTUS,
        category: 'Spoils',
        amount: 250,
        for: `spoils of ${WOLVES} (6 d20 x 5)`,
      },
    ]);
    const who = (name: string) => chain.applied.settlement.individuals.find((i) => i.name === name);
    // EXPERIENCE: Aelindra fought (1), won (2), against a superior foe: the Horde's 600 points are 20% over
    // the Wing's 500, one full 20% (1); one spell cast (1); killed Snagga, size 2 (2): 0 + 7 = 7.
    expect(who('Aelindra Stormwing')).toMatchObject({ experience: 7, status: 'active' });
    // Grukk fought and lost (1): 2 + 1 = 3. His one wound: d20 5 < 10, not regained (Casualties).
    expect(who('Grukk Bloodfang')).toMatchObject({ experience: 3, wounds: 1, status: 'active' });
    // Snagga lost both his wounds and regained neither (3 and 4, both < 10): killed, no experience.
    expect(who('Snagga')).toMatchObject({ experience: 0, status: 'dead' });
    // Both sides played 6 turns (Game Completion): nobody is Broken by the battle itself.
    expect(
      chain.applied.settlement.armies.map((s) => [s.army, s.broken, s.pointsLost, s.lostOnTurn]),
    ).toEqual([
      [WOLVES, false, 200, 4],
      [WING, false, 50, 4],
    ]);
  });

  it('turn 5 starts from the treasury with the spoils in it', () => {
    // The journal's invariant: turn 5's closing = turn 4's closing + the spoils + turn 5's own entries.
    const lotus = LOTUS.toLowerCase();
    const own = t5.result.entries.filter((e) => e.player === LOTUS).reduce((s, e) => s + e.amount, 0);
    expect(t5.balances.get(lotus)).toBe((t4.balances.get(lotus) ?? 0) + 250 + own);
  });

  it('turn 5: upkeep is paid on the armies as the battle left them', () => {
    // RULINGS 7: points x 50% in the field, rounded up. Turn 4: 600 → 300 and 500 → 250; turn 5: 400 → 200 and
    // 450 → 225.
    expect(entry(t4, GORTHAK, 'Army upkeep', WOLVES).map((e) => e.amount)).toEqual([-300]);
    expect(entry(t4, LOTUS, 'Army upkeep', WING).map((e) => e.amount)).toEqual([-250]);
    expect(entry(t5, GORTHAK, 'Army upkeep', WOLVES).map((e) => e.amount)).toEqual([-200]);
    expect(entry(t5, LOTUS, 'Army upkeep', WING).map((e) => e.amount)).toEqual([-225]);
  });

  it('turn 5: both armies are now Broken (under size 5) and move as the book makes Broken armies move', () => {
    // Broken Armies: 400 and 450 points are size 4, under the minimum of 5. The wolves' "Move 2" from 1514 would
    // enter 1613, where the Wing stands ("may not move into any hex that contains an unfriendly unit"): they go
    // one hex toward their nearest city instead ("must always move at least one hex"): from 1514 (4 from
    // Skullrock) 1414 (direction 5) and 1413 (direction 6) are 3; the lower direction is taken.
    const log = t5.result.events.map((e) => `${e.subject}: ${e.effect}`);
    expect(log).toContain(`${WOLVES}: is Broken: it stops short, 1613 holds an unfriendly unit`);
    expect(armyIn(t5.result.state, WOLVES)).toEqual({ hex: '1414', points: 400 });
    // The Wing holds, but must move one hex toward its nearest city, Lotus Spire (1913), 3 from 1613: 1713
    // (direction 2) is 2 from it, back where the Wing came from.
    expect(armyIn(t5.result.state, WING)).toEqual({ hex: '1713', points: 450 });
    // So they no longer meet: no battle in turn 5; the settled T4-B1 is not found again.
    expect(t5.result.battles).toEqual([]);
  });

  it('after turn 5: Grukk’s wound heals, the experience stays, Snagga stays dead', () => {
    // Casualties: "Wounded Individuals recover one wound per turn, starting with the turn after they were
    // wounded": 1 → 0 at the end of turn 5.
    const after5 = chain.settlements[1];
    const who = (name: string) => after5.individuals.find((i) => i.name === name);
    expect(who('Grukk Bloodfang')).toMatchObject({ wounds: 0, experience: 3 });
    expect(who('Aelindra Stormwing')).toMatchObject({ experience: 7 });
    expect(who('Snagga')).toMatchObject({ status: 'dead' });
    expect(after5.settled).toEqual(['T4-B1']);
  });
});
