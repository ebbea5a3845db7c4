/**
 * The order checks of a Campaign points ledger, each with its code (docs/orders.md lists them): what is refused
 * and the rule behind it (003 Available Actions, Spend CP's Phase, Battle results; the CP rulings).
 */
export const CP_ORDER_CODES = {
  'CP-O001': 'A line is `<subject> - <action>`: the dash is missing, or the subject or the action is blank.',
  'CP-O002':
    'The subject is not an army, a territory, a road (`Road A-B`), a player or a battle of this campaign.',
  'CP-O003': 'The action is not one the subject can take (003 Available Actions).',
  'CP-O004': 'The army is another player’s, or the line names a player other than yourself.',
  'CP-O005': 'The action’s target (a territory, a player, an army) is not of this campaign, or is missing.',
  'CP-O006': 'While you have broken or defeated armies you must rebuild them first (003 Spend CP’s Phase).',
  'CP-O007': 'Move an army refused: broken or defeated, stopped (CP-R5), no road, or no room there (CP-R19).',
  'CP-O008':
    'Rebuild refused: the army is not broken (Rebuild Broken Army) or not defeated (Rebuild Defeated Army).',
  'CP-O009':
    'Fortify refused: not your territory (CP-R7), not a Castle or settlement, or already at its maximum.',
  'CP-O010': 'Build Roads refused: neither end is yours (CP-R8), or the MD is already 2.',
  'CP-O011': 'Sabotage refused: the target is yourself or not a player.',
  'CP-O012':
    'Decrease DV refused: no army of yours there, an enemy army there (CP-R13), or the DV is already 0.',
  'CP-O013': 'You have no CP left this turn (003 Spend CP’s Phase: a player without CP is skipped).',
  'CP-O014': 'A 2-CP action needs 2 CP left to start (CP-R1).',
  'CP-O015': 'This stage takes no orders: it runs when the moderator resolves it.',
  'CP-O016':
    'Battle report refused: no such battle waiting, not your battle, or the winner fought neither side.',
} as const;

export type CpOrderCode = keyof typeof CP_ORDER_CODES;
