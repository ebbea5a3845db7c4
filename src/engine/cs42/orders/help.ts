/** The form's help text (at most 600 characters); LANGUAGE.md has the whole language. */
export const ORDER_HELP_TEXT =
  'One order per line: <unit or city name> - <action>. Directions 1-6: 1 north, clockwise to 6 north-west. ' +
  'Armies: Move 3, March 2 3, Hold, Patrol /M, Join X, Split A 400, B 300, Recruit 300, Disband, Besiege X, ' +
  'Destroy, Enslave X, No upkeep; moves take follow X, engage, NO ENGAGE. Engineers: Build Road/Bridge 2/' +
  'Supply Depot/Temple/Watchtower, Work Mine, Dig Tunnel 4. Settlers: Found City Name. Spies: Spy on City X, ' +
  'Destroy X Marketplace, Disrupt X. Cities: Build Granary, Grow, Raise Troops 300 Name, Raise Engineer/Spy Name, ' +
  'Commission Scouts Name, Spawn Settlers 1 Name. Two actions, two lines.';
