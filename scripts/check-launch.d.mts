export interface OperatorValue {
  key: string;
  value: string;
  shownOn: readonly string[];
  shownAs?: readonly string[];
  toConfirm?: string;
}
export type LaunchProblem = OperatorValue & { reasons: string[] };
export function placeholderReason(value: string): string | null;
export function launchProblems(values: readonly OperatorValue[]): LaunchProblem[];
export function launchReport(problems: readonly LaunchProblem[]): string;
