/** Chronopia's codes for docs/rulesets/ct.md: CT keeps them as the order each refuses, not as a table. */
import { LINE_CODES, ORDER_CODE, ORDER_STAGE, type CtOrderKind } from '../engine/ct/orders/types';
import type { CodeRow } from './docs-rulesets';

/** CT keeps its codes as the order each refuses (types.ts ORDER_CODE) and a line's parts (LINE_CODES). */
const CT_LINE_PART: Readonly<Record<keyof typeof LINE_CODES, string>> = {
  form: 'The line is not `<subject> - <action>`.',
  subject: 'The subject is not one this player may give orders to.',
  action: 'The action is not one that subject takes.',
  stage: 'The order is taken at another stage.',
};

/** Each CT order as a player writes it (orders-help.ts), for its code's row: the docs speak the book's words. */
const CT_ORDER_WORDS: Readonly<Record<CtOrderKind, string>> = {
  stake: '`<battle> - Stake <territory>`',
  accept: '`<challenge> - Accept`',
  decline: '`<challenge> - Decline <territory>`',
  mission: '`<battle> - Mission achieved` / `failed`',
  wounds: '`<battle> - Wounds <n>`',
  casualty: '`<battle> - Casualty <figure>`',
  hits: '`<battle> - Hits <warband> <n>`',
  reroll: '`<battle> - Reroll <figure>`',
  take: '`<battle> - Take stake` / `generated`',
  rescue: '`<battle> - Rescue`',
  summon: '`Force - Summon <n> <creature>`',
  summoned: '`<battle> - Summoned <figure> <fate>`',
  freed: '`<rescue> - Freed <figure>`',
  disband: '`Force - Disband <figure>`',
  upgrade: '`Force - Upgrade <territory>`',
  challenge: '`Force - Challenge <player>`',
  recruit: '`<warband> - Recruit <n> <figure>`',
  raise: '`Force - Raise <warband>: …`',
  transfer: '`<warband> - Transfer <figure> to <warband>`',
  move: '`<warband> - Move <territory>` / `field army`',
  advance: '`<warband> - Advance <characteristic>`',
  sellSpell: '`<wizard> - Sell back <spell>`',
  buySpell: '`<wizard> - Buy spell <spell>`',
  sell: '`<captive> - Sell`',
  drug: '`<captive> - Drug <warband>`',
  ransom: '`<captive> - Ransom <gc>`',
};

export function ctCodes(): CodeRow[] {
  const lineRows = (Object.keys(LINE_CODES) as (keyof typeof LINE_CODES)[]).map((part) => ({
    code: LINE_CODES[part],
    meaning: CT_LINE_PART[part],
  }));
  const byCode = new Map<string, string[]>();
  for (const [kind, c] of Object.entries(ORDER_CODE)) byCode.set(c, [...(byCode.get(c) ?? []), kind]);
  const stageOf = ORDER_STAGE as Readonly<Record<string, string>>;
  const orderRows = [...byCode].map(([c, kinds]) => ({
    code: c,
    meaning: `${kinds.map((k) => CT_ORDER_WORDS[k as CtOrderKind]).join(' or ')} is refused (an order of ${stageOf[kinds[0]]}): the message says why.`,
  }));
  return [...lineRows, ...orderRows].sort((a, b) => a.code.localeCompare(b.code));
}
