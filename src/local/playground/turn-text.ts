import type { TurnView } from '../../gas/sidebar-api';

function money(n: number): string {
  return `${n.toLocaleString('en-US')} g`;
}

/** A TurnView (what Preview or Resolve reported) as plain text for the command line. */
export function turnText(view: TurnView): string[] {
  const out = [
    view.resolved ? `Turn ${view.turn} resolved.` : `Preview of turn ${view.turn} (nothing was changed).`,
  ];
  if (view.next.length > 0) out.push('', 'Next:', ...view.next.map((n) => `  - ${n}`));
  out.push('', 'Players:');
  for (const p of view.players) {
    out.push(
      `  ${p.player}: +${money(p.income)} income, -${money(p.expenses)} expenses, closing ${money(p.closing)}`,
    );
    const add = (label: string, items: readonly string[]): void => {
      if (items.length > 0) out.push(`    ${label}: ${items.join('; ')}`);
    };
    add('Moved', p.moved);
    add('New', p.created);
    add('Lost', p.destroyed);
    add('Supply', p.supplyChanges);
  }
  out.push('', `Battles and sieges (${view.battles.length}):`, ...view.battles.map((b) => `  - ${b}`));
  out.push('', `Events (${view.events.length}):`, ...view.events.map((e) => `  - ${e}`));
  out.push(
    '',
    `Dice (${view.rolls.length}):`,
    ...view.rolls.map(
      (r) =>
        `  ${r.key}: ${r.die} = ${r.result} · ${r.subject} · ${r.effect}${r.table ? ` (${r.table})` : ''}`,
    ),
  );
  return out;
}
