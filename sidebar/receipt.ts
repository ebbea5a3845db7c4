import type { PastedOrdersResult } from '../src/gas/sidebar-api';

// Pure text for the pasted-orders dialog, tested without a browser.

export interface ReceiptRow {
  readonly text: string;
  /** A rejected line, its indented explanation, or the count of rejected lines: shown in red. */
  readonly rejected: boolean;
}

/** The receipt's rows, the rejected ones marked (the receipt starts them with REJECTED). */
export function receiptRows(result: PastedOrdersResult): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { text: result.recorded ? 'Recorded.' : 'Checked only: nothing recorded.', rejected: false },
  ];
  let inRejected = false;
  for (const text of result.lines) {
    const continuation = /^\s/.test(text);
    if (!continuation) inRejected = /^REJECTED\b/.test(text);
    rows.push({ text, rejected: inRejected || /\bREJECTED\b/.test(text) });
  }
  return rows;
}

/** What is wrong with the dialog's inputs before anything is sent ('' when nothing). */
export function dialogProblem(player: string, text: string): string {
  if (player.trim() === '') return 'Player: choose the player these orders are for.';
  if (text.trim() === '') return 'Orders: paste the orders, one per line, as the player sent them.';
  return '';
}
