/**
 * Every problem the order checker reports, with a stable code. Codes never change meaning; new ones are added
 * at the end of their block. `severity`: `reject` (the line is not carried out), `correct` (carried out as the
 * book's correction says), `warn` (a remark; the line stands), `ok` (accepted). LANGUAGE.md lists this table.
 */
export type Severity = 'ok' | 'correct' | 'reject' | 'warn';

export interface CodeEntry {
  readonly severity: Severity;
  /** What the code means, in a few words. */
  readonly summary: string;
}

export const ORDER_CODES = {
  O000: { severity: 'ok', summary: 'Accepted.' },
  // The line itself.
  O001: { severity: 'reject', summary: 'No dash between the name and the action.' },
  O002: { severity: 'reject', summary: 'No unit or city name before the dash.' },
  O003: { severity: 'reject', summary: 'No action after the dash.' },
  O004: { severity: 'reject', summary: 'No unit or city of yours has that name.' },
  O005: { severity: 'reject', summary: 'Unknown action.' },
  O006: { severity: 'reject', summary: 'That kind of unit or city cannot take that action.' },
  O007: { severity: 'reject', summary: 'Not a direction (1-6 on the rosette).' },
  O008: { severity: 'reject', summary: 'Something the action needs is missing.' },
  O009: { severity: 'reject', summary: 'Extra words the action does not take.' },
  O010: { severity: 'reject', summary: 'Not a whole number of points or a size in range.' },
  O011: { severity: 'reject', summary: 'Wrong number of directions for the action.' },
  O012: { severity: 'reject', summary: 'A qualifier the action does not take.' },
  // Actions and their order.
  O020: { severity: 'reject', summary: 'More actions than the unit or city has this turn.' },
  O021: { severity: 'correct', summary: 'A second March in one turn becomes a Move.' },
  O022: { severity: 'reject', summary: 'Cannot March in this supply status.' },
  O023: { severity: 'reject', summary: 'Patrol uses both actions and must be the only order.' },
  O024: { severity: 'reject', summary: 'The unit is destroyed by its supply status.' },
  O025: { severity: 'reject', summary: 'More hexes than this unit may move in one action.' },
  O026: { severity: 'reject', summary: 'The unit no longer exists under this name after an earlier order.' },
  O027: { severity: 'reject', summary: 'Besiege must be the last (or only) action.' },
  O028: { severity: 'reject', summary: 'Abandon City must be the city’s only action.' },
  O029: { severity: 'reject', summary: 'The move leaves the map.' },
  // Targets and names.
  O030: { severity: 'reject', summary: 'No such target.' },
  O031: { severity: 'reject', summary: 'The target is your own.' },
  O032: { severity: 'reject', summary: 'Join needs another army of yours that it can reach.' },
  O033: { severity: 'reject', summary: 'The new name is empty or already in use.' },
  O034: { severity: 'reject', summary: 'Only enemy settlers and engineers can be enslaved.' },
  O035: { severity: 'reject', summary: 'The unit was to be created by an order that was rejected.' },
  O036: { severity: 'reject', summary: 'A new name may not start with =, +, -, @, a tab or a line break.' },
  // Placement and limits.
  O040: { severity: 'reject', summary: 'A new city must be 3 or more hexes from every city.' },
  O041: { severity: 'reject', summary: 'No structure may be built in a city hex.' },
  O042: { severity: 'reject', summary: 'That is already built there.' },
  O043: { severity: 'reject', summary: 'No river on that edge to bridge.' },
  O044: { severity: 'reject', summary: 'No mine in the hex.' },
  O045: { severity: 'reject', summary: 'Recruit only in a city of your own.' },
  O046: { severity: 'reject', summary: 'Recruit beyond city size x 100 points.' },
  O047: { severity: 'reject', summary: 'Raise Troops beyond the city’s limit for the turn.' },
  O048: { severity: 'reject', summary: 'Spies are raised only in cities of size 4 or more.' },
  O049: { severity: 'reject', summary: 'One spy per city.' },
  O050: { severity: 'reject', summary: 'No more scouts than field armies.' },
  O051: { severity: 'reject', summary: 'No more settler bands than cities.' },
  O052: { severity: 'reject', summary: 'Settler band size outside Table 14.' },
  O053: { severity: 'reject', summary: 'A city may not spawn settlers two turns running.' },
  O054: { severity: 'reject', summary: 'A city may not be ordered to abandon two turns running.' },
  O055: { severity: 'reject', summary: 'A city with an enemy army in its hex may not be abandoned.' },
  O056: { severity: 'reject', summary: 'The city already has that upgrade.' },
  O057: { severity: 'reject', summary: 'One upgrade per city per turn.' },
  O058: { severity: 'reject', summary: 'Outside a city an army splits into exactly two.' },
  O059: { severity: 'reject', summary: 'The split parts do not add up to the army’s points.' },
  O060: { severity: 'reject', summary: 'More points than the army has.' },
  O061: { severity: 'reject', summary: 'Digging is done only underground.' },
  O062: { severity: 'reject', summary: 'An army may not pass 2,599 points.' },
  O063: { severity: 'reject', summary: 'No troops are raised in a conquered city.' },
  O064: { severity: 'reject', summary: 'The army lost no points in battle that it may replace.' },
  O065: { severity: 'reject', summary: 'Losses are replaced only on the turn after the battle.' },
  O066: { severity: 'reject', summary: 'Out of Supply: the army cannot re-supply.' },
  O067: { severity: 'reject', summary: 'More replacements than Table 5 allows.' },
  O068: { severity: 'reject', summary: 'A city abandoned last turn takes no action.' },
  O069: { severity: 'reject', summary: 'No Recruit in a city being abandoned.' },
  // Battle choices (Battle Results: fight, truce or run).
  O070: { severity: 'reject', summary: 'No battle of yours has that id.' },
  O071: { severity: 'reject', summary: 'The battle is already settled.' },
  O072: { severity: 'reject', summary: 'Not a battle choice: fight, truce or run.' },
  O073: { severity: 'reject', summary: 'That choice is not open to your side in this battle.' },
  O074: {
    severity: 'reject',
    summary: 'Your side’s choice is already entered; only the moderator can change it.',
  },
  O075: { severity: 'reject', summary: 'Battle choices are taken by the orders form only.' },
  // Mystic Portals (SPECIAL TERRAIN TYPES, Mystic Portal).
  O080: { severity: 'reject', summary: 'The army is not at a Mystic Portal.' },
  O081: { severity: 'reject', summary: 'No Mystic Portal has that letter or name.' },
  O082: { severity: 'reject', summary: 'You have not discovered that portal.' },
  O083: { severity: 'reject', summary: 'The exit must be another portal.' },
  O084: { severity: 'reject', summary: 'No undiscovered portal is left: name the exit.' },
  O085: { severity: 'reject', summary: 'The army has entered a portal: nothing may follow.' },
  O086: { severity: 'reject', summary: 'Only roads may be built on a mine or on that special terrain.' },
  // The checker itself.
  O099: {
    severity: 'reject',
    summary: 'The line could not be checked (an unexpected fault); it is not carried out.',
  },
  // Warnings: the line stands.
  W001: { severity: 'warn', summary: 'The orders cost more than the treasury holds now.' },
  W002: { severity: 'warn', summary: 'Multi-turn work is interrupted and will be lost.' },
  W003: { severity: 'warn', summary: 'A Broken army must move toward its nearest city.' },
  W004: { severity: 'warn', summary: 'A Broken army must move at least one hex.' },
  W005: { severity: 'warn', summary: 'Grow cannot succeed.' },
  W006: { severity: 'warn', summary: 'The besieger is smaller than the city.' },
  W007: { severity: 'warn', summary: 'No enemy army besieges the city.' },
  W008: { severity: 'warn', summary: 'Join needs the other army to spend an action on Join too.' },
  W009: { severity: 'warn', summary: 'No upkeep: the army is Out of Supply this turn.' },
  W010: { severity: 'warn', summary: 'Two Marches in one turn: double March penalties if caught.' },
  W011: { severity: 'warn', summary: 'The target is not adjacent now.' },
  W012: { severity: 'warn', summary: 'No structure in the hex to destroy.' },
  W013: { severity: 'warn', summary: 'A Broken army may not enter a hex with an unfriendly unit.' },
  W014: { severity: 'warn', summary: 'The move stops short: terrain, a river or water bars the way.' },
  W015: { severity: 'warn', summary: 'You have no army, unit or city to order.' },
  W016: {
    severity: 'warn',
    summary: 'No target of that name is in sight: the order acts only if it is there.',
  },
  W017: {
    severity: 'warn',
    summary: 'Enslave acts only if the army ends an action in the target’s hex.',
  },
  W018: {
    severity: 'warn',
    summary: 'For the moderator: a new name an unseen unit bears gets a numeral.',
  },
} as const satisfies Readonly<Record<string, CodeEntry>>;

export type OrderCode = keyof typeof ORDER_CODES;

export function severityOf(code: OrderCode): Severity {
  return ORDER_CODES[code].severity;
}
