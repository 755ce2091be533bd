import type { Utterance } from './speech-log';

/**
 * Spaces as the utterances have them: the page's no-break spaces (« : », « 35 € ») are plain
 * spaces once spoken, so a fragment copied from the page or the widget's copy still matches.
 */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What Orca said because of one action, for assertions on substrings and their order. */
export class Said {
  constructor(readonly utterances: readonly Utterance[]) {}

  /** What Orca said of the page: every utterance but the echo of the keys pressed. */
  get lines(): string[] {
    return this.utterances.filter((utterance) => !utterance.echo).map((utterance) => utterance.text);
  }

  /** The lines in one string, ` | ` between them. */
  get text(): string {
    return this.lines.join(' | ');
  }

  /** True when `fragment` is in one of the lines (key echo excepted). */
  includes(fragment: string): boolean {
    return this.lines.some((line) => line.includes(spaced(fragment)));
  }

  /** How many lines hold `fragment`: an announcement made twice counts 2. */
  count(fragment: string): number {
    return this.lines.filter((line) => line.includes(spaced(fragment))).length;
  }

  /** The index of the first line holding `fragment`, -1 if none: to assert an order. */
  indexOf(fragment: string): number {
    return this.lines.findIndex((line) => line.includes(spaced(fragment)));
  }

  /**
   * Every utterance, one a line, for reports and failure messages: key echo in brackets, and « ⟂ »
   * where Orca cut off what it was saying.
   */
  toString(): string {
    if (this.utterances.length === 0) return '(rien)';
    return this.utterances.map(({ text, echo, interrupts }) => `${interrupts ? '⟂ ' : ''}${echo ? `[${text}]` : text}`).join('\n');
  }
}
