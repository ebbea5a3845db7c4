import { services, SpreadsheetService } from './services';

/**
 * Private files mode: one spreadsheet per player, created once, shared (view only) with that player's email and
 * nobody else, and rewritten at every Resolve with the turn report. Hidden tabs and protected ranges are not
 * private (anyone who can open a file can copy it), so this is the mode for secret campaigns. Apply battle results
 * writes its report on a second tab of the files of the players it concerns.
 *
 * The map is not in the file: Sheets shows pictures from PNG, JPEG or GIF, `=IMAGE()` needs a public URL, and
 * Blob.getAs converts only BMP, GIF, JPEG and PNG images, not SVG; the SVG map is attached to the report email.
 */

/** Document property: each player's file id by lower-case player name, as JSON. */
const FILES_KEY = 'playerFiles';
export const REPORT_TAB = 'Turn report';
export const BATTLES_TAB = 'Battle results';

/** What one player's file gets: the lines of one tab. */
export interface PlayerPage {
  readonly player: string;
  readonly email: string;
  readonly lines: readonly string[];
}

export interface FileOptions {
  readonly campaignName: string;
  /** The tab written: the turn report is the file's first tab, the battle results their own. */
  readonly tab: string;
  /** Every player's email (not only those written to): the campaign must be shared with none of them. */
  readonly playerEmails: readonly string[];
  /** A tab that no longer holds news (last turn's battle results after a Resolve): rewritten as this line when
   * the file has it. */
  readonly stale?: { readonly tab: string; readonly line: string };
}

/** What refreshing the files did: notes for the sidebar, and each refreshed file's address by player. */
export interface RefreshedFiles {
  readonly notes: string[];
  readonly urls: Map<string, string>;
}

export function refreshPlayerFiles(
  campaign: SpreadsheetService,
  pages: readonly PlayerPage[],
  options: FileOptions,
): RefreshedFiles {
  const { PropertiesService, SpreadsheetApp } = services();
  const properties = PropertiesService.getDocumentProperties();
  const files = knownFiles(properties.getProperty(FILES_KEY));
  const notes: string[] = [];
  const urls = new Map<string, string>();
  let changed = false;
  for (const r of pages) {
    const key = r.player.trim().toLowerCase();
    if (r.email === '') {
      notes.push(`No private file for ${r.player}: no email on the Players tab to share it with.`);
      continue;
    }
    try {
      let file = files[key] === undefined ? null : openOrNull(files[key]);
      if (!file) {
        file = SpreadsheetApp.create(`${options.campaignName} · ${r.player}`);
        file.addViewer(r.email);
        files[key] = file.getId();
        changed = true;
      }
      writeTab(file, options.tab, r.lines);
      const stale = options.stale;
      if (stale !== undefined && file.getSheetByName(stale.tab) !== null)
        writeTab(file, stale.tab, [stale.line]);
      urls.set(r.player, file.getUrl());
    } catch (error) {
      notes.push(`The private file of ${r.player} could not be refreshed (${why(error)}).`);
    }
  }
  if (changed) properties.setProperty(FILES_KEY, JSON.stringify(files));
  const exposed = sharedWithPlayers(campaign, options.playerEmails);
  if (exposed.length > 0)
    notes.push(
      `Player views is private files, but this spreadsheet is shared with ${exposed.join(', ')}: they can see every player's secrets here. Remove them under Share.`,
    );
  return { notes, urls };
}

function knownFiles(json: string | null): Record<string, string> {
  if (json === null) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

/** A file the moderator deleted is made again (and shared again) rather than failing every Resolve. */
function openOrNull(id: string): SpreadsheetService | null {
  try {
    return services().SpreadsheetApp.openById(id);
  } catch {
    return null;
  }
}

/** The lines as the whole of one tab, plain text (a player's chosen name starting with `=` stays text). The turn
 * report is the first tab; another tab is made when missing. */
function writeTab(file: SpreadsheetService, tab: string, lines: readonly string[]): void {
  let sheet = tab === REPORT_TAB ? file.getSheets()[0] : file.getSheetByName(tab);
  if (sheet === null) sheet = file.insertSheet(tab, file.getSheets().length);
  else if (sheet.getName() !== tab) sheet.setName(tab);
  const height = Math.max(lines.length, sheet.getLastRow(), 1);
  const have = sheet.getMaxRows();
  if (height > have) sheet.insertRowsAfter(have, height - have);
  const range = sheet.getRange(1, 1, height, 1);
  range.setNumberFormat('@');
  range.setValues(Array.from({ length: height }, (_, i) => [lines[i] ?? '']));
  sheet.setColumnWidth(1, 720);
}

/** Players' emails among those the campaign spreadsheet is shared with. */
function sharedWithPlayers(campaign: SpreadsheetService, emails: readonly string[]): string[] {
  const players = new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''));
  const shared = [...campaign.getViewers(), ...campaign.getEditors()].map((u) => u.getEmail());
  return shared.filter((e) => players.has(e.toLowerCase()));
}

function why(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}
