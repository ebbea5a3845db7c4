/**
 * The player report at the battle stages (003 A Turn 4, Resolve Battles; Battle results): no Spend CP's round is
 * open, so it says what the player does then, not "send more for the next round".
 */
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { play, TURN_1, type PlayStep } from './play';
import { demoTabs, withCell } from './tabs';

/** Turn 1 (as review-fixes.test): Reikland Host marches Millbrook, Four Ways, Eastgate; the others give up. */
const SPEND: readonly PlayStep[] = [
  { overrides: TURN_1 },
  {
    send: {
      Reikland: ['Reikland Host - Move Four Ways', 'Reikland Host - Move Eastgate'],
      Ostland: ['Ostland - Give up'],
      Middenland: ['Middenland - Give up'],
    },
    overrides: { 'cp:R1:md:Reikland Host': 3 },
  },
  { overrides: { 'cp:R2:md:Reikland Host': 6, 'cp:R2:free-move:Reikland Host': 1 } },
  { send: { Reikland: ['Reikland - Give up'] } },
];

const atBattles = (): TabValues => play(demoTabs(R), SPEND).tabs;
/** The battles stage resolved: T1-01 in Eastgate, Reikland Host against Ostland Lancers, waits for its result. */
const atResults = (): TabValues => play(demoTabs(R), [...SPEND, {}]).tabs;

const NOTHING_YET =
  "Nothing to send now: the moderator's next Resolve finds the battles (armies of different sides in one territory, 003 Resolve Battles) and rolls their scenarios; then each side of a battle sends its result.";

describe('CP player report at the battle stages', () => {
  test('battles stage: Spend CP’s is over, nothing to send yet; no "next round"', () => {
    const tabs = atBattles();
    expect(R.clock(tabs).stage).toBe('battles');
    const view = R.playerView(tabs, 'Ostland');
    expect(view).toEqual(
      expect.arrayContaining(["Spend CP's is over for turn 1 (your lines: 1 of 1 read).", NOTHING_YET]),
    );
    expect(view.join('\n')).not.toContain('next round');
  });

  test('results stage: each side of T1-01 is told to fight it and send its result; a player without a battle, nothing', () => {
    const tabs = atResults();
    expect(R.clock(tabs).stage).toBe('results');
    const fight =
      'Fight T1-01 in Eastgate, then send its result: "T1-01 - Winner <army>" or "T1-01 - Draw" (003 Battle results).';
    for (const side of ['Ostland', 'Reikland']) {
      const view = R.playerView(tabs, side);
      expect(view).toContain(fight);
      expect(view.join('\n')).not.toContain('next round');
    }
    expect(R.playerView(tabs, 'Middenland')).toEqual(
      expect.arrayContaining([
        "Spend CP's is over for turn 1 (your lines: 1 of 1 read).",
        "No battle of yours waits for a result: nothing to send until next turn's Spend CP's.",
      ]),
    );
  });

  test('results stage: a Result the moderator typed on the Battles tab leaves nothing to send', () => {
    const tabs = withCell(atResults(), 'Battles', 2, 'Result', 'Draw');
    expect(R.playerView(tabs, 'Ostland')).toContain(
      'T1-01 in Eastgate: the moderator has entered its result; nothing to send.',
    );
  });

  test('Spend CP’s rounds still say what is read and what comes next', () => {
    const tabs = play(demoTabs(R), SPEND.slice(0, 2)).tabs;
    expect(R.clock(tabs)).toEqual({ turn: 1, stage: 'spend', round: 2 });
    expect(R.playerView(tabs, 'Reikland')).toContain(
      "Your Spend CP's lines: 1 of 2 read; next: Reikland Host - Move Eastgate",
    );
  });
});
