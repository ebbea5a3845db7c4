/**
 * A player's view lists only his live expeditions (book 002 EXPEDITIONS & EXPLORING; Successful Expeditions): a fleet
 * afloat, or a landed army still on the map. A lost one is told in the month it is lost, in his report, and is a
 * record after. Worked by hand on the demo in month 14: Ostmark's Sea Wolves at sea with 2 Halberdiers on 2 boats
 * under Captain Kessler (Admiral Jarl Hafen); the chart's die overridden to 4, Disease: "loose two boats and units"
 * (Expedition Chart), 2 - 2 = 0 boats: "no ship left", the expedition is lost.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { addRow, applyOutcome, demoAt, records } from './tabs';

const seaWolves = {
  Expedition: 'Sea Wolves',
  Player: 'Ostmark',
  Port: 'Ostwald',
  Destination: 'Old World',
  General: 'Captain Kessler',
  Admiral: 'Jarl Hafen',
  Units: '2 Halberdiers',
  Boats: 2,
  Advantages: 0,
  Status: 'at sea',
};

function atSea(): ReturnType<typeof demoAt> {
  const t = demoAt(14, 'orders');
  addRow(t, 'Characters', { Character: 'Jarl Hafen', Player: 'Ostmark', Type: 'Admiral', Status: 'active' });
  addRow(t, 'Expeditions', seaWolves);
  return t;
}

/** The lines under “Your expeditions:” in the player's view (none without the heading). */
function listed(t: TabValues, p: string): string[] {
  const v = R.playerView(t, p);
  const at = v.indexOf('Your expeditions:');
  if (at < 0) return [];
  const rest = v.slice(at + 1);
  const end = rest.findIndex((l) => !l.startsWith('  '));
  return end < 0 ? rest : rest.slice(0, end);
}

describe('a player’s expeditions in his view: live ones only', () => {
  test('at sea: listed, with its General and Admiral', () => {
    expect(R.check(atSea())).toEqual([]);
    expect(listed(atSea(), 'Ostmark')).toEqual([
      '  Sea Wolves from Ostwald for Old World: at sea; Captain Kessler, Admiral Jarl Hafen; 2 Halberdiers; 2 boat(s), 0 advantage(s)',
    ]);
  });

  test('lost in month 14 (Disease, d20 4): told in that month’s report, then no longer listed (before: “lost” forever)', () => {
    const t = atSea();
    const outcome = R.runStage(t as TabValues, { overrides: new Map([['expedition:Sea Wolves', 4]]) });
    const after = applyOutcome(t, outcome);
    expect(records(after, 'Expeditions').map((r) => [r.Expedition, r.Status, r.Boats])).toEqual([
      ['Sea Wolves', 'lost', 0],
    ]);
    expect(outcome.reports.get('Ostmark')).toContain(
      'Sea Wolves: no ship left: the expedition is lost with Captain Kessler',
    );
    expect(R.check(after)).toEqual([]);
    expect(listed(after, 'Ostmark')).toEqual([]);
    expect(R.playerView(after, 'Ostmark').join('\n')).not.toContain('Sea Wolves');
  });

  test('landed: listed while its army is on the map, not once it is gone (a record)', () => {
    const t = demoAt(14, 'orders');
    addRow(t, 'Characters', {
      Character: 'Jarl Hafen',
      Player: 'Ostmark',
      Type: 'Admiral',
      Status: 'active',
    });
    addRow(t, 'Expeditions', { ...seaWolves, Boats: 0, Status: 'landed', Area: 'Wolf Steppe' });
    expect(listed(t, 'Ostmark')).toEqual([]);
    addRow(t, 'Armies', {
      Army: 'Sea Wolves',
      Player: 'Ostmark',
      General: 'Captain Kessler',
      Area: 'Wolf Steppe',
      Location: 'Countryside',
      Status: 'normal',
    });
    expect(listed(t, 'Ostmark')).toEqual([
      '  Sea Wolves from Ostwald for Old World: landed in Wolf Steppe; Captain Kessler, Admiral Jarl Hafen; 2 Halberdiers; 0 boat(s), 0 advantage(s)',
    ]);
  });
});
