/**
 * The Chronopia order form's receipt (checkOrders): each order refused with its code and a message naming what
 * and why when the ledger as it stands forbids it (digest §4), at the stage it belongs to. The effect of every
 * order is in the golden turns (test/cases/golden/ct-golden.test.ts). Also: CT-R6 unset asks each Advance order
 * for its cost; a stage with a bad cell is refused, naming the cell.
 */
import { ctNotes } from '../../../src/ledger/ct/check';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { ledgerTabs, play, recordOf, setCampaign } from './tabs';
import type { TabValues } from '../../../src/ledger/stage-ruleset';

const chain = playChain();
const after = (label: string): TabValues => {
  const found = chain.find((c) => c.label === label);
  if (!found) throw new Error(label);
  return found.tabs;
};
const receipt = (tabs: TabValues, player: string, text: string) => R.checkOrders(tabs, player, text).lines;
const refused = (tabs: TabValues, player: string, line: string, code: string, message: RegExp): void => {
  const [checked] = receipt(tabs, player, line);
  expect(checked).toMatchObject({ status: 'rejected', code });
  expect(checked.message).toMatch(message);
};

describe('Chronopia receipts before the battles (pre-battle)', () => {
  const demo = ledgerTabs(R.demo());
  it('CT-O010 Stake: not your territory, not your battle; in a challenge the opponent’s territory', () => {
    refused(
      demo,
      'Vanth',
      'R1-A - Stake Cinderholm',
      'CT-O010',
      /Cinderholm is not one of your territories \(\[Battles\] 1\.a\)/,
    );
    refused(
      demo,
      'Vanth',
      'R1-B - Stake Oldfield',
      'CT-O010',
      /Vanth does not fight in R1-B \(Karak v Sethra\)/,
    );
    refused(
      after('round 1 purchases'),
      'Ghor',
      'R2-C1 - Stake Ghor Pits',
      'CT-O010',
      /you choose which of Sethra's territories is staked/,
    );
  });
  it('CT-O011 Accept / Decline: only the challenged; not the home fortress while he holds others (CT-R19)', () => {
    refused(demo, 'Vanth', 'R1-A - Accept', 'CT-O011', /only the challenged player answers a challenge/);
    refused(after('round 1 purchases'), 'Karak', 'R2-C2 - Accept', 'CT-O011', /only the challenged player/);
    refused(
      after('round 1 purchases'),
      'Vanth',
      'R2-C2 - Decline Vanth Spire',
      'CT-O011',
      /home fortress while you hold other territories \(CT-R19\)/,
    );
  });
  it('CT-O004: an order of another stage', () => {
    refused(
      demo,
      'Vanth',
      'R1-A - Mission achieved',
      'CT-O004',
      /mission is an order of the post-battle stage; the ledger is at pre-battle/,
    );
    refused(
      demo,
      'Vanth',
      'Force - Upgrade Oldfield',
      'CT-O004',
      /upgrade is an order of the purchases stage/,
    );
  });
  it('an unknown player is refused whole', () => {
    expect(receipt(demo, 'Zed', 'R1-A - Stake Oldfield')).toEqual([
      {
        line: 1,
        text: 'R1-A - Stake Oldfield',
        status: 'rejected',
        code: 'CT-O002',
        message: 'Zed has no force on the Forces tab',
      },
    ]);
  });
});

describe('Chronopia receipts after the battles (post-battle reports)', () => {
  const tabs = after('round 1 pre-battle');
  it('CT-O020 / CT-O021: only a player who fought reports his mission and wounds', () => {
    refused(tabs, 'Karak', 'R1-A - Mission achieved', 'CT-O020', /Karak did not fight in R1-A/);
    refused(tabs, 'Karak', 'R1-A - Wounds 3', 'CT-O021', /Karak did not fight in R1-A/);
  });
  it('CT-O022 Casualty: a figure of yours that fought', () => {
    refused(
      tabs,
      'Vanth',
      'R1-A - Casualty G.Blades.1',
      'CT-O022',
      /G\.Blades\.1 is not a figure of yours that fought in R1-A/,
    );
  });
  it('CT-O023 Hits: a garrison not staked did not fight ([Forces] 1.c.1)', () => {
    refused(
      tabs,
      'Vanth',
      'R1-A - Hits Vanth Guard 1',
      'CT-O023',
      /Vanth Guard is not a warband of yours that fought in R1-A/,
    );
  });
  it('CT-O033 Disband in the report (CT-R20): only his own figures', () => {
    refused(tabs, 'Vanth', 'Force - Disband G.Bows.2', 'CT-O033', /G\.Bows\.2 is not a figure of yours/);
    expect(receipt(tabs, 'Vanth', 'Force - Disband V.Bows.2')[0].status).toBe('ok');
  });
  it('CT-O024 Reroll: only with an alchemist or a Chronomancer with Second Chance ([Races] 1, 3)', () => {
    refused(tabs, 'Karak', 'R1-B - Reroll K.Blades.1', 'CT-O024', /only an army with an alchemist/);
    expect(receipt(tabs, 'Ghor', 'R1-A - Reroll G.Bows.1')[0].status).toBe('ok');
  });
  it('CT-O027 Freed: only the Rescue’s attacker, only his own captives', () => {
    const tabs3 = after('round 3 pre-battle');
    refused(
      tabs3,
      'Ghor',
      'R3-R1 - Freed S.Blades.4',
      'CT-O027',
      /only the attacker of a Rescue frees captives/,
    );
    refused(
      tabs3,
      'Sethra',
      'R3-R1 - Freed G.Blades.1',
      'CT-O027',
      /G\.Blades\.1 is not one of your figures Ghor holds/,
    );
  });
  it('CT-O025 Take: only in a two-player battle ([Battles] 1.a.1)', () => {
    refused(
      after('round 2 pre-battle'),
      'Ghor',
      'R2-C1 - Take stake',
      'CT-O025',
      /only the winner of a two-player battle chooses/,
    );
  });
});

describe('Chronopia receipts between battles (purchases, steps d-e)', () => {
  const tabs = after('round 1 post-battle');
  it('CT-O030 Upgrade: a Fortress cannot be (Table 1 N/A, CT-R7)', () => {
    refused(
      tabs,
      'Vanth',
      'Force - Upgrade Vanth Spire',
      'CT-O030',
      /Vanth Spire is a Fortress and cannot be upgraded \(Table 1 N\/A, CT-R7\)/,
    );
  });
  it('CT-O031 Recruit: a type on the army list, paid from the treasury', () => {
    refused(
      tabs,
      'Vanth',
      'Vanth Blades - Recruit 1 Knight',
      'CT-O031',
      /Knight is not a figure type of the Firstborn list/,
    );
    refused(
      tabs,
      'Vanth',
      'Vanth Blades - Recruit 20 Swordsmen',
      'CT-O031',
      /costs 600 gc, the treasury holds 562/,
    );
  });
  it('CT-O037 Raise: a new warband meets its minimum outright ([Forces] 2.b.3), under a new name', () => {
    refused(
      tabs,
      'Vanth',
      'Force - Raise Vanth Pikes: Sergeant + 2 Swordsmen',
      'CT-O037',
      /3 figure\(s\), its minimum is 5 \(\[Forces\] 2\.b\.3\)/,
    );
    refused(
      tabs,
      'Vanth',
      'Force - Raise Vanth Blades: Sergeant + 4 Swordsmen',
      'CT-O037',
      /already a warband named Vanth Blades/,
    );
    refused(
      tabs,
      'Vanth',
      'Force - Raise Vanth Pikes: Sergeant + 4 Pikemen',
      'CT-O037',
      /Pikemen is not a figure type of the Firstborn list/,
    );
  });
  it('Raise: Sergeant + 4 Swordsmen (40 + 120) and an Individual Captain (100) join the field army: 562 → 302 gc', () => {
    const played = play(tabs, {
      Vanth: [
        'Force - Raise Vanth Pikes: Sergeant + 4 Swordsmen',
        'Force - Raise Vanth Hero: individual Captain',
      ],
    });
    expect(recordOf(played.tabs, 'Warbands', 'Vanth Pikes')).toMatchObject({
      Kind: 'warband',
      Minimum: 5,
      Location: 'Field army',
      XP: 0,
    });
    expect(recordOf(played.tabs, 'Warbands', 'Vanth Hero')).toMatchObject({ Kind: 'individual', Minimum: 1 });
    expect(recordOf(played.tabs, 'Figures', 'V.Pikes.L')).toMatchObject({
      Type: 'Sergeant',
      Leader: true,
      CC: 12,
    });
    expect(recordOf(played.tabs, 'Figures', 'V.Pikes.4')).toMatchObject({
      Type: 'Swordsman',
      Leader: false,
    });
    expect(recordOf(played.tabs, 'Figures', 'V.Hero')).toMatchObject({
      Type: 'Captain',
      'Base cost': 100,
    });
    expect(recordOf(played.tabs, 'Forces', 'Vanth').Treasury).toBe(302);
  });
  it('orders are checked in turn: 300 gc of Swordsmen leave 262, too little for 280 of Bowmen', () => {
    const lines = receipt(
      tabs,
      'Vanth',
      'Vanth Blades - Recruit 10 Swordsmen\nVanth Bows - Recruit 8 Bowmen',
    );
    expect(lines.map((l) => l.status)).toEqual(['ok', 'rejected']);
    expect(lines[1].message).toMatch(/costs 280 gc, the treasury holds 262/);
  });
  it('CT-O038 Transfer: like to like, the giver kept at its minimum ([Forces] 2.b.4)', () => {
    refused(
      tabs,
      'Vanth',
      'Vanth Blades - Transfer V.Blades.5 to Vanth Bows',
      'CT-O038',
      /figures move only between like warbands/,
    );
    refused(
      tabs,
      'Ghor',
      'Ghor Blades - Transfer G.Blades.5 to Ghor Guard',
      'CT-O038',
      /would leave Ghor Blades below its minimum of 5/,
    );
    // Vanth's Blades hold 6, V.Blades.3 in the Hospital: one may leave, 5 stay on the roster, and the warband
    // plays its next battle short (CT-R26; before, the Hospital was left out and this was refused).
    expect(receipt(tabs, 'Vanth', 'Vanth Blades - Transfer V.Blades.5 to Vanth Guard')[0].status).toBe('ok');
    refused(
      tabs,
      'Vanth',
      'Vanth Blades - Transfer V.Blades.5, V.Blades.4 to Vanth Guard',
      'CT-O038',
      /would leave Vanth Blades below its minimum of 5/,
    );
    // Sethra's Blades hold 6 and the Drugged: one Swordsman to the Guard (160 + 30 ≤ 250, Table 1).
    const played = play(tabs, { Sethra: ['Sethra Blades - Transfer S.Blades.5 to Sethra Guard'] });
    expect(recordOf(played.tabs, 'Figures', 'S.Blades.5').Warband).toBe('Sethra Guard');
  });
  it('CT-O032 Move: a Town holds a garrison of 150 points at most, the Guard is 160 (Table 1)', () => {
    refused(
      tabs,
      'Vanth',
      'Vanth Guard - Move Oldfield',
      'CT-O032',
      /garrison of Oldfield is 160 points, a Town holds at most 150/,
    );
  });
  it('CT-O033 Disband: not below the warband’s minimum ([Forces] 2.b.2, CT-R20)', () => {
    refused(
      tabs,
      'Ghor',
      'Force - Disband G.Bows.4',
      'CT-O033',
      /Warband Ghor Bows: 4 figure\(s\), its minimum is 5/,
    );
  });
  it('CT-O034 / CT-O035 / CT-O036: captives sold by their captor, Drugged only by Stygians, ransom paid from the treasury', () => {
    refused(tabs, 'Ghor', 'G.Blades.2 - Sell', 'CT-O034', /Ghor holds no captive G\.Blades\.2/);
    refused(
      tabs,
      'Vanth',
      'G.Blades.2 - Drug Vanth Blades',
      'CT-O035',
      /Only Stygians keep captives as Drugged/,
    );
    refused(
      tabs,
      'Ghor',
      'G.Blades.2 - Ransom 1000',
      'CT-O036',
      /Ghor cannot pay a ransom of 1000 gc from 393/,
    );
  });
  it('CT-O040 Advance: W only for Individuals; the pool must hold the CT-R6 cost', () => {
    refused(tabs, 'Vanth', 'Vanth Bows - Advance W', 'CT-O040', /Only Individuals may improve W/);
    refused(tabs, 'Vanth', 'Vanth Chronomancer - Advance CC', 'CT-O040', /a roll costs 20 XP, it has 3/);
  });
  it('CT-O026 Rescue: only the owner of figures taken in a battle he fought ([Battles] 3.c.1)', () => {
    refused(tabs, 'Vanth', 'R1-A - Rescue', 'CT-O026', /no one you fought in R1-A holds a figure of yours/);
    refused(tabs, 'Vanth', 'R1-B - Rescue', 'CT-O026', /R1-B is not a battle you fought this round/);
    expect(receipt(tabs, 'Ghor', 'R1-A - Rescue')[0].status).toBe('ok');
  });
  it('CT-O034: a captive awaiting its Rescue is not sold; in one stage the Rescue comes first ([Battles] 3.c.1)', () => {
    const played = play(after('round 2 post-battle'), {
      Ghor: ['S.Blades.4 - Sell'],
      Sethra: ['R2-C1 - Rescue'],
    });
    expect(played.outcome.warnings).toEqual([
      'Ghor, line 1: S.Blades.4 awaits its Rescue ([Battles] 3.c.1); skipped',
    ]);
    expect(recordOf(played.tabs, 'Figures', 'S.Blades.4')['Held by']).toBe('Ghor');
  });
  it('CT-O050 Challenge: another player', () => {
    refused(tabs, 'Vanth', 'Force - Challenge Vanth', 'CT-O050', /cannot challenge himself/);
    refused(tabs, 'Vanth', 'Force - Challenge Zed', 'CT-O050', /Zed has no force/);
  });
  it('CT-R6 unset: an Advance order without its cost is refused naming the setting; with one it is taken', () => {
    const unset = new Map([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
    setCampaign(unset, 'XP per advancement roll', '');
    refused(
      unset,
      'Vanth',
      'Vanth Blades - Advance CC',
      'CT-O040',
      /"XP per advancement roll" is not set on the Campaign tab: write what this roll costs, e\.g\. “Advance CC 20”/,
    );
    // Vanth Blades hold 28 XP after round 1 (golden): 29 is more than they hold, 25 is taken.
    refused(unset, 'Vanth', 'Vanth Blades - Advance CC 29', 'CT-O040', /a roll costs 29 XP, it has 28/);
    expect(receipt(unset, 'Vanth', 'Vanth Blades - Advance CC 25')[0].status).toBe('ok');
  });
  it('CT-R6 set (20): a cost written must be 20', () => {
    refused(tabs, 'Vanth', 'Vanth Blades - Advance CC 15', 'CT-O040', /a roll costs 20 .*not 15 \(CT-R6\)/);
    expect(receipt(tabs, 'Vanth', 'Vanth Blades - Advance CC 20')[0].status).toBe('ok');
  });
});

describe('Chronopia: a stage that cannot run names the cell', () => {
  it('CT-R6 unset stops no stage: a note names Campaign!B9 and says each Advance order names its cost', () => {
    const tabs = ledgerTabs(R.demo());
    setCampaign(tabs, 'XP per advancement roll', '');
    expect(R.check(tabs)).toEqual([]);
    expect(ctNotes(tabs)).toEqual([
      {
        tab: 'Campaign',
        cell: 'B9',
        message:
          'XP per advancement roll is not set: the book lost the XP cost of an advancement roll, so the moderator should set it (a whole number above 0); until then each Advance order names its cost (“Advance CC 20”) and the ledger checks only that the warband holds it (CT-R6)',
      },
    ]);
    const pre = play(tabs, { Vanth: ['R1-A - Stake Oldfield'], Ghor: ['R1-A - Stake Cinderholm'] });
    expect(recordOf(pre.tabs, 'Battles', 'R1-A').Status).toBe('to fight');
  });
  it('a bad cell: the treasury of row 2 of Forces', () => {
    const tabs = ledgerTabs(R.demo());
    tabs.get('Forces')![1][4] = 'lots';
    expect(() => R.runStage(tabs, { overrides: new Map() })).toThrow(
      /Forces!E2: The treasury must be a whole number/,
    );
  });
  it('a battle nobody staked in is void, with a warning, and the stage still runs', () => {
    const outcome = R.runStage(ledgerTabs(R.demo()), { overrides: new Map() });
    expect(outcome.warnings).toEqual([
      'R1-A is void: no stake for Vanth and Ghor ([Battles] 1.a)',
      'R1-B is void: no stake for Karak and Sethra ([Battles] 1.a)',
    ]);
  });
});
