/**
 * The Chronopia order grammar (digest §4): each order read from its line, and each malformed line refused with
 * its code and a message naming what is wrong.
 */
import { parseOrder, type OrderSubjects } from '../../../src/engine/ct/orders/grammar';

const S: OrderSubjects = {
  player: 'Vanth',
  battles: ['R1-A', 'R2-C1'],
  warbands: ['Vanth Blades', 'Vanth Guard'],
  captives: ['G.Blades.2', 'V.Bows.2'],
};
const read = (line: string) => parseOrder(line, S);
const order = (line: string) => {
  const r = read(line);
  if (!r.ok) throw new Error(r.message);
  return r.order;
};

describe('Chronopia orders: each order read (grammar cases)', () => {
  it.each([
    ['R1-A - Stake Oldfield', { kind: 'stake', battle: 'R1-A', territory: 'Oldfield' }],
    ['r1-a – stake Low Hall', { kind: 'stake', battle: 'R1-A', territory: 'Low Hall' }],
    ['R2-C1 - Accept', { kind: 'accept', battle: 'R2-C1' }],
    ['R2-C1 - Decline Mirefen', { kind: 'decline', battle: 'R2-C1', territory: 'Mirefen' }],
    ['R1-A - Mission achieved', { kind: 'mission', battle: 'R1-A', achieved: true }],
    ['R1-A - Mission failed', { kind: 'mission', battle: 'R1-A', achieved: false }],
    ['R1-A - Wounds 7', { kind: 'wounds', battle: 'R1-A', count: 7 }],
    [
      'R1-A - Casualty V.Blades.3',
      { kind: 'casualty', battle: 'R1-A', figure: 'V.Blades.3', unrecoverable: false, by: '' },
    ],
    [
      'R1-A - Casualty V.Blades.3 skeleton',
      { kind: 'casualty', battle: 'R1-A', figure: 'V.Blades.3', unrecoverable: true, by: '' },
    ],
    [
      'R1-A - Casualty V.Blades.3 eaten by Sethra',
      { kind: 'casualty', battle: 'R1-A', figure: 'V.Blades.3', unrecoverable: true, by: 'Sethra' },
    ],
    ['R1-A - Hits Vanth Blades 2', { kind: 'hits', battle: 'R1-A', warband: 'Vanth Blades', count: 2 }],
    ['R1-A - Reroll V.Blades.3', { kind: 'reroll', battle: 'R1-A', figure: 'V.Blades.3' }],
    ['R1-A - Take stake', { kind: 'take', battle: 'R1-A', choice: 'stake' }],
    ['R1-A - Take generated', { kind: 'take', battle: 'R1-A', choice: 'generated' }],
    ['R1-A - Rescue', { kind: 'rescue', battle: 'R1-A' }],
    [
      'Force - Raise Vanth Pikes: Sergeant + 4 Swordsmen, missile, minimum 5',
      {
        kind: 'raise',
        name: 'Vanth Pikes',
        individual: false,
        leader: 'Sergeant',
        members: [{ count: 4, type: 'Swordsmen' }],
        missile: true,
        minimum: 5,
      },
    ],
    [
      'Force - Raise Vanth Hero: individual Captain',
      {
        kind: 'raise',
        name: 'Vanth Hero',
        individual: true,
        leader: 'Captain',
        members: [],
        missile: false,
        minimum: 1,
      },
    ],
    ['Force - Summon 2 Skeletons', { kind: 'summon', count: 2, type: 'Skeletons' }],
    [
      'R1-A - Summoned K.Skel.1 wounded',
      { kind: 'summoned', battle: 'R1-A', figure: 'K.Skel.1', state: 'wounded' },
    ],
    ['R2-C1 - Freed G.Blades.2', { kind: 'freed', battle: 'R2-C1', figure: 'G.Blades.2' }],
    ['Force - Disband V.Bows.4, V.Bows.3', { kind: 'disband', figures: ['V.Bows.4', 'V.Bows.3'] }],
    ['Vanth - Upgrade Oldfield', { kind: 'upgrade', territory: 'Oldfield' }],
    ['Force - Challenge Ghor', { kind: 'challenge', player: 'Ghor' }],
    [
      'Vanth Blades - Recruit 2 Swordsmen',
      { kind: 'recruit', warband: 'Vanth Blades', count: 2, type: 'Swordsmen' },
    ],
    [
      'Vanth Blades - Transfer V.Blades.5, V.Blades.4 to Vanth Guard',
      { kind: 'transfer', warband: 'Vanth Blades', figures: ['V.Blades.5', 'V.Blades.4'], to: 'Vanth Guard' },
    ],
    ['Vanth Guard - Move Oldfield', { kind: 'move', warband: 'Vanth Guard', to: 'Oldfield' }],
    ['Vanth Guard - Move field army', { kind: 'move', warband: 'Vanth Guard', to: null }],
    [
      'Vanth Blades - Advance CC',
      { kind: 'advance', warband: 'Vanth Blades', characteristic: 'CC', pay: 'xp', cost: null },
    ],
    [
      'Vanth Blades - Advance def cash',
      { kind: 'advance', warband: 'Vanth Blades', characteristic: 'DEF', pay: 'cash', cost: null },
    ],
    // CT-R6's fallback: the cost written while the Campaign tab's is unset, before or after “cash”.
    [
      'Vanth Blades - Advance CC 20',
      { kind: 'advance', warband: 'Vanth Blades', characteristic: 'CC', pay: 'xp', cost: 20 },
    ],
    [
      'Vanth Blades - Advance ST cash 15',
      { kind: 'advance', warband: 'Vanth Blades', characteristic: 'ST', pay: 'cash', cost: 15 },
    ],
    // [Forces] 2.a.3, CT-R25: spell swaps; “Sell” alone on a captive is still a sale to slavers.
    [
      'Vanth Guard - Sell back Second Chance',
      { kind: 'sellSpell', warband: 'Vanth Guard', spell: 'Second Chance' },
    ],
    ['Vanth Guard - sell spell Hex', { kind: 'sellSpell', warband: 'Vanth Guard', spell: 'Hex' }],
    ['Vanth Guard - Buy spell Time Warp', { kind: 'buySpell', warband: 'Vanth Guard', spell: 'Time Warp' }],
    ['Vanth Guard - Buy Time Warp', { kind: 'buySpell', warband: 'Vanth Guard', spell: 'Time Warp' }],
    ['G.Blades.2 - Sell', { kind: 'sell', figure: 'G.Blades.2' }],
    ['G.Blades.2 - Drug Vanth Blades', { kind: 'drug', figure: 'G.Blades.2', warband: 'Vanth Blades' }],
    ['V.Bows.2 - Ransom 20 gc', { kind: 'ransom', figure: 'V.Bows.2', price: 20 }],
  ])('%s', (line, expected) => {
    expect(order(line)).toEqual(expected);
  });

  it('a near spelling of an action is corrected, not guessed between two', () => {
    const r = read('R1-A - Stakke Oldfield');
    expect(r.ok && r.corrected).toBe(true);
  });
});

describe('Chronopia orders: malformed lines refused with their codes', () => {
  it.each([
    ['Stake Oldfield', 'CT-O001', /write <subject> - <action>/],
    ['R9-Z - Stake Oldfield', 'CT-O002', /“R9-Z” is not Force, a battle of this round/],
    [
      'Ghor Blades - Recruit 1 Swordsman',
      'CT-O002',
      /not Force, a battle of this round, one of your warbands or a captive/,
    ],
    ['R1-A - Recruit 2 Swordsman', 'CT-O003', /not an action for the battle R1-A; write one of: Stake/],
    ['R1-A - Stake', 'CT-O010', /Stake: name the territory staked/],
    ['R2-C1 - Accept Oldfield', 'CT-O011', /nothing follows Accept/],
    ['R2-C1 - Decline', 'CT-O011', /name the territory you give up/],
    ['R1-A - Mission achieved twice', 'CT-O020', /nothing follows the mission/],
    ['R1-A - Wounds many', 'CT-O021', /wounds inflicted on the enemy as a whole number/],
    ['R1-A - Casualty V.Blades.3 drowned', 'CT-O022', /skeleton, eaten or by <player>/],
    ['R1-A - Hits Vanth Blades', 'CT-O023', /then its hits that caused unsaved wounds/],
    ['R1-A - Reroll', 'CT-O024', /name one figure to reroll/],
    ['Force - Disband', 'CT-O033', /name the figures/],
    ['R1-A - Rescue them', 'CT-O026', /nothing follows Rescue/],
    ['Force - Raise Vanth Pikes', 'CT-O037', /the new name, a colon/],
    [
      'Force - Raise Vanth Pikes: Sergeant + many Swordsmen',
      'CT-O037',
      /“many Swordsmen” is not <how many> <type>/,
    ],
    ['Force - Raise Vanth Pikes: Sergeant, heavy', 'CT-O037', /“missile” or “minimum <n>”/],
    ['Force - Summon Skeletons', 'CT-O060', /how many, then the creature type/],
    ['R1-A - Summoned K.Skel.1 eaten', 'CT-O061', /unwounded, wounded, killed or captured/],
    ['R2-C1 - Freed', 'CT-O027', /name one captive freed/],
    ['Force - Upgrade', 'CT-O030', /name the territory/],
    ['Force - Challenge', 'CT-O050', /name the player challenged/],
    ['Vanth Blades - Recruit Swordsman', 'CT-O031', /how many, then the figure type/],
    ['Vanth Blades - Transfer V.Blades.5', 'CT-O038', /then “to” and the like warband/],
    ['Vanth Guard - Move', 'CT-O032', /name the territory, or “field army”/],
    ['Vanth Blades - Advance XX', 'CT-O040', /name a characteristic: CC, MW/],
    ['Vanth Blades - Advance CC 0', 'CT-O040', /the roll’s cost \(a whole number above 0\)/],
    ['Vanth Blades - Advance CC 20 30', 'CT-O040', /after CC write nothing, “cash” or “xp”/],
    ['G.Blades.2 - Sell now', 'CT-O034', /nothing follows Sell/],
    ['Vanth Guard - Sell back', 'CT-O041', /Sell back: name the spell the wizard sells back/],
    ['Vanth Guard - Buy spell', 'CT-O042', /Buy spell: name the spell the wizard buys/],
    ['G.Blades.2 - Drug', 'CT-O035', /name the warband the Drugged joins/],
    ['V.Bows.2 - Ransom lots', 'CT-O036', /agreed price in gc/],
  ])('%s → %s', (line, code, message) => {
    const r = read(line);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe(code);
      expect(r.message).toMatch(message);
    }
  });

  it('player text stays data: a formula or markup is only quoted back', () => {
    const r = read('=IMPORTXML("x") - <b>Stake</b>');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('CT-O002');
  });
});
