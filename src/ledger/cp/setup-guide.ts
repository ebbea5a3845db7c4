/**
 * The steps a moderator follows to type a real Campaign points campaign (003 the setup, A Turn; CP-R12, CP-R19),
 * for docs/rulesets/cp.md. Check ledger tests the set-up steps it can (setup-checks.ts).
 */
export const CP_SETUP_STEPS: readonly string[] = [
  '**Campaign → Set up ledger** with `Campaign points` in the Ruleset row. On the Campaign tab, set Seed (any ' +
    'text), Victory condition and Victory value (003 A Turn: decided beforehand), Allies if any (CP-R19), and the ' +
    'CP-R2, CP-R14 and CP-R21 settings. Leave Turn 1, Stage blank and Round 1.',
  '**Players**: one row per player (name, the Google account that sends his orders, a colour).',
  '**Territories**: one row per territory with its Type. Leave Owner blank (unclaimed) and DV blank (the type’s ' +
    'starting DV, CP-R6). Not every type need be present.',
  '**Roads**: one row per road, From, To and MD 2-5. Roads go both ways.',
  '**Armies** (003 the setup): draw the set-up order of play. In that order each player places one army, then in ' +
    'reverse order a second. Type one row per army (Army, Player, Territory) in placement order. Enemy armies need ' +
    'at least one territory between them (two or more roads apart, CP-R12). Leave Status, Stopped, Came from and ' +
    'Arrival blank.',
  'Leave **Order of play** and **Battles** empty: the first Resolve draws turn 1’s order and each player’s CP.',
  '**Check ledger** names any cell to fix (a player without two armies, enemy armies too close), then Resolve.',
];
