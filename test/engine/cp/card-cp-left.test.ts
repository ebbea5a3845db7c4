import type { Clock } from '../../../src/engine/core/stage';
import { cpEvent } from '../../../src/engine/cp/events';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import type { CpState } from '../../../src/engine/cp/model';
import { cpSummaries, type CpOrderLine } from '../../../src/engine/cp/stages/model';
import { CP_SPEND_STAGE } from '../../../src/engine/cp/stages/spend';
import { fixture, playerOf } from './fixtures';

/**
 * A player's card (the sidebar's and the CLI's summary of a stage) says the CP he has left once. The message log
 * writes "N CP left" after each spend (003 Spend CP's Phase), and the card began with "CP left: N" and then
 * repeated the log's row. The first test failed before: Alice's card read "CP left: 2" and "Alice: 2 CP left".
 */
const clock: Clock = { turn: 1, stage: 'spend', round: 1 };

function spend(cp: CpState, orders: Record<string, CpOrderLine[]>, overrides: Record<string, number>) {
  return CP_SPEND_STAGE.run({
    state: { cp, settings: { ...DEFAULT_CP_SETTINGS, spending: 'rounds' }, lines: new Map(), winners: [] },
    clock,
    orders: new Map(Object.entries(orders)),
    reports: [],
    seed: 'cp-card-test',
    overrides: new Map(Object.entries(overrides)),
  });
}

describe('a CP card says the CP left once', () => {
  it('after a spend: "CP left: 2", the action and its move, no "2 CP left" again', () => {
    // Alice (3 CP) moves A1 from Keep to Ford along the MD 3 road; the MD roll is set to 6 (CP-R4).
    const cp = fixture({ players: [playerOf('Alice', { cp: 3 }), playerOf('Bob', { cp: 0 })] });
    const r = spend(cp, { Alice: [{ line: 1, text: 'A1 - Move Ford', sent: 's1' }] }, { 'cp:R1:md:A1': 6 });
    expect(r.summaries.find((s) => s.player === 'Alice')?.lines).toEqual([
      'CP left: 2',
      'Alice: Move an army: A1',
      'A1: marches Keep to Ford (MD 3)',
      'Ford: captured by Alice (A1)',
    ]);
    // The log keeps its row: the book's message log shows the CP left after each action.
    expect(r.events.filter((e) => e.subject === 'Alice').map((e) => e.effect)).toContain('2 CP left');
  });

  it('a FREE action’s "no CP spent" stays on the first line', () => {
    const cp = fixture({ players: [playerOf('Alice', { cp: 3 }), playerOf('Bob', { cp: 0 })] });
    const events = [
      cpEvent("Spend CP's", 'Alice', 'Rebuild: Keep'),
      cpEvent("Spend CP's", 'Alice', '3 CP left (no CP spent)'),
    ];
    expect(cpSummaries(cp, events).find((s) => s.player === 'Alice')?.lines).toEqual([
      'CP left: 3 (no CP spent)',
      'Alice: Rebuild: Keep',
    ]);
  });
});
