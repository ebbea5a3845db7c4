import type { HtmlOutputService, HtmlServiceService } from '../../gas/services';
import type { World } from '../world';

/** The size a dialog gets when the script never sets one (an emulation choice; Google does not document it). */
export const DEFAULT_HTML_WIDTH = 600;
export const DEFAULT_HTML_HEIGHT = 400;

export class EmulatedHtmlOutput implements HtmlOutputService {
  private title = '';
  private width = DEFAULT_HTML_WIDTH;
  private height = DEFAULT_HTML_HEIGHT;

  constructor(
    private readonly world: World,
    private readonly content: string,
  ) {}

  getContent(): string {
    this.world.calls.record('HtmlOutput.getContent');
    return this.content;
  }

  getTitle(): string {
    this.world.calls.record('HtmlOutput.getTitle');
    return this.title;
  }

  setTitle(title: string): EmulatedHtmlOutput {
    this.world.calls.record('HtmlOutput.setTitle');
    this.title = String(title);
    return this;
  }

  getWidth(): number {
    this.world.calls.record('HtmlOutput.getWidth');
    return this.width;
  }

  setWidth(width: number): EmulatedHtmlOutput {
    this.world.calls.record('HtmlOutput.setWidth');
    this.width = width;
    return this;
  }

  getHeight(): number {
    this.world.calls.record('HtmlOutput.getHeight');
    return this.height;
  }

  setHeight(height: number): EmulatedHtmlOutput {
    this.world.calls.record('HtmlOutput.setHeight');
    this.height = height;
    return this;
  }
}

export class EmulatedHtmlService implements HtmlServiceService {
  constructor(private readonly world: World) {}

  createHtmlOutput(html: string): EmulatedHtmlOutput {
    this.world.calls.record('HtmlService.createHtmlOutput');
    return new EmulatedHtmlOutput(this.world, String(html));
  }

  /** Serves a project HTML file; Apps Script accepts the name with or without `.html`. */
  createHtmlOutputFromFile(filename: string): EmulatedHtmlOutput {
    this.world.calls.record('HtmlService.createHtmlOutputFromFile');
    const bare = filename.replace(/\.html$/, '');
    const content = this.world.htmlFiles.get(filename) ?? this.world.htmlFiles.get(bare);
    if (content === undefined) throw new Error(`No HTML file named ${filename} was found.`);
    return new EmulatedHtmlOutput(this.world, content);
  }
}
