/** The form's help text (at most 600 characters); LANGUAGE.md has the whole language. */
export const ORDER_HELP_TEXT =
  'One order per line: <unit or city name> - <action>. Directions 1-6, 1 north, clockwise. ' +
  'Armies: Move 3, March 2 3, Hold, Patrol /M, Join X, Split A 400, B 300, Recruit 300, Replace 200, Disband, ' +
  'Besiege X, Destroy, Enslave X, No upkeep; moves take follow X, engage, NO ENGAGE. Engineers: Build Road/' +
  'Bridge 2/Supply Depot/Temple/Watchtower, Work Mine, Dig Tunnel 4. Settlers: Found City X. Spies: Spy on ' +
  'City X, Destroy X Marketplace, Disrupt X. Cities: Build Granary, Grow, Raise Troops 300 X, Raise ' +
  'Engineer/Spy X, Commission Scouts X, Spawn Settlers 1 X. Battles: Battle T3-B1 - Fight/Truce/Run.';
