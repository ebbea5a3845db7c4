/**
 * Apps Script's refusal of a script write that breaks a data validation rule set to reject invalid input
 * (setAllowInvalid(false)): `Exception: The data you entered in cell A2 violates the data validation rules
 * set on this cell.` The rule's help (what Sheets shows a person) rides along for the emulation's own use.
 */
export class ValidationRefusal extends Error {
  constructor(
    /** The first refused cell, in A1 notation. */
    readonly a1: string,
    readonly help: string,
  ) {
    super(`The data you entered in cell ${a1} violates the data validation rules set on this cell.`);
    this.name = 'Exception';
  }
}
