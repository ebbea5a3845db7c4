import type { Clock } from '../../src/engine/core/stage';
import { clockText, stageWords } from '../../src/gas/stages/ledger';
import { acceptedLine, acceptedNote } from '../../src/gas/stages/intake-receipt';
import { cardLines, unrecordedText } from '../../src/gas/stages/sidebar-text';
import type { CheckedLine } from '../../src/ledger/stage-ruleset';
import { CP_STAGE_RULESET } from '../../src/ledger/cp/ruleset';
import { ME_STAGE_RULESET } from '../../src/ledger/me/ruleset';
import { demoTabs } from '../ledger/cp/tabs';

// What a moderator and a player read about a stage: its words (the button label without its verb), never a
// quoted id; receipts in plain grammar, with no bare "OK" under an accepted line.

const at = (stage: string, round = 1, turn = 1): Clock => ({ turn, stage, round });
const line = (status: CheckedLine['status'], message = '', code = ''): CheckedLine => ({
  line: 1,
  text: 'Greyhold - Decrease DV',
  status,
  code,
  message,
});

describe('a stage in its words', () => {
  it.each([
    ['Resolve interim results', 'interim results'],
    ["Resolve Spend CP's round 2", "Spend CP's round 2"],
    ['Apply the battle reports', 'the battle reports'],
    ['Reveal the location choices', 'the location choices'],
    ['Resolve', 'Resolve'],
  ])('%s → %s', (label, words) => expect(stageWords(label)).toBe(words));

  it('names the clock by the stage’s words, the round said once', () => {
    expect(clockText(at('spend', 2), CP_STAGE_RULESET)).toBe("turn 1, Spend CP's round 2");
    expect(clockText(at('orders', 1, 3), ME_STAGE_RULESET)).toBe('turn 3, interim results');
    expect(clockText(at('fight-or-flight'), ME_STAGE_RULESET)).toBe('turn 1, fight or flight');
    expect(clockText(at('battles'), ME_STAGE_RULESET)).toBe('turn 1, battle results');
  });

  it('falls back on the Campaign tab’s Stage value, unquoted, when the ruleset cannot name it', () => {
    expect(clockText(at('harvest', 2))).toBe('turn 1, stage harvest, round 2');
    const refusing = {
      stage: (): never => {
        throw new RangeError('no stage');
      },
    };
    expect(clockText(at('harvest'), refusing)).toBe('turn 1, stage harvest');
  });
});

describe('a player’s view names the stage as the book does, not the moderator’s button', () => {
  it('Campaign points demo: the turn starts with Determine Order and Generate CP’s (003 A Turn)', () => {
    const view = CP_STAGE_RULESET.playerView(demoTabs(CP_STAGE_RULESET), 'Reikland');
    expect(view[0]).toBe("Turn 1: Determine Order and Generate CP's.");
  });

  it('the CP sidebar button keeps its verb', () => {
    expect(CP_STAGE_RULESET.stage(at('spend', 2)).label).toBe("Resolve Spend CP's round 2");
    expect(CP_STAGE_RULESET.stage(at('results')).label).toBe('Resolve battle results');
  });
});

describe('a receipt’s count of lines', () => {
  it.each([
    [['ok'], 'The 1 line was accepted.'],
    [['ok', 'corrected', 'ok'], 'All 3 lines accepted.'],
    [
      ['rejected'],
      '1 of 1 line REJECTED (marked below): it does not count unless corrected orders are sent.',
    ],
    [
      ['ok', 'rejected', 'rejected'],
      '2 of 3 lines REJECTED (marked below): they do not count unless corrected orders are sent.',
    ],
    [[], 'No order lines were sent.'],
  ] as const)('%j → %s', (statuses, text) => expect(acceptedLine(statuses.map((s) => line(s)))).toBe(text));
});

describe('what an accepted line’s receipt says under it', () => {
  it('nothing for a bare OK (CP’s “OK.” once printed “OK: OK.”)', () => {
    expect(acceptedNote(line('ok', 'OK.'))).toBeNull();
    expect(acceptedNote(line('ok'))).toBeNull();
  });

  it('what the line will do, without the OK', () => {
    expect(acceptedNote(line('ok', 'OK. Checked again when its round comes.'))).toBe(
      '   Checked again when its round comes.',
    );
    expect(acceptedNote(line('ok', 'Ostmark Host invades 0303 (Table 5).'))).toBe(
      '   Ostmark Host invades 0303 (Table 5).',
    );
  });

  it('a correction, with its code', () => {
    expect(acceptedNote(line('corrected', 'read as Raise', 'FK-O003'))).toBe(
      '   CORRECTED FK-O003: read as Raise',
    );
  });
});

describe('form responses waiting to be recorded', () => {
  it('says how many, in the singular or plural, and nothing when none', () => {
    expect(unrecordedText(0)).toBe('');
    expect(unrecordedText(1)).toBe(
      '1 form response waiting to be recorded: Preview does not see it; Resolve records it first (so does the hourly catch-up).',
    );
    expect(unrecordedText(3)).toMatch(/^3 form responses waiting to be recorded: Preview does not see them;/);
  });
});

describe('a player’s card in the sidebar and the CLI', () => {
  it('drops the player’s own name before a line (the card is titled with it), keeps his armies’ names', () => {
    expect(
      cardLines({
        player: 'Reikland',
        lines: ['CP left: 1', 'Reikland: Decrease DV: Greyhold', 'Reikland Host: moves to Millbrook'],
      }),
    ).toEqual(['CP left: 1', 'Decrease DV: Greyhold', 'Reikland Host: moves to Millbrook']);
  });
});
