/**
 * The end of a turn after its battles: captures (a)/(b) of Resolve Battles, the end of the turn (pending 2-CP
 * actions lost, CP-R1; CP left lost; stops lapse) and the victory condition decided beforehand (003 A Turn): once
 * met, the campaign is over (victory.ts).
 */
import type { StageJournalEntry } from '../../core/stage';
import { captures } from '../battles';
import type { CpEvent } from '../events';
import { cpEvent } from '../events';
import { endTurn } from '../turn';
import { campaignOverText, victors, victoryText } from '../victory';
import { cpEntries, type CpStageState } from './model';

export function finishTurn(
  state: CpStageState,
  turn: number,
): { state: CpStageState; events: CpEvent[]; entries: StageJournalEntry[] } {
  const c = captures(state.cp);
  const end = endTurn(c.state);
  const entries = cpEntries(c.state, end.state, () => 'CP left at the end of the turn are lost (003 A Turn)');
  const winners = victors(end.state, state.settings.victory, turn);
  const events = [...c.events, ...end.events];
  if (winners.length > 0)
    events.push(
      cpEvent(
        'End of turn',
        winners.join(', '),
        `meets the victory condition (${victoryText(state.settings.victory)}). ${campaignOverText(winners)}: no later stage runs`,
        '003 A Turn',
      ),
    );
  return { state: { ...state, cp: end.state, winners }, events, entries };
}
