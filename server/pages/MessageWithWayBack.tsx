/** A back-office answer in words: what happened, why, and the way back. */
export interface OperatorMessageProps {
  title: string;
  lines: string[];
  back: { href: string; label: string };
}

export function OperatorMessage({ title, lines, back }: OperatorMessageProps) {
  return (
    <>
      <h1>{title}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a className="btn btn-secondary" href={back.href}>
          {back.label}
        </a>
      </p>
    </>
  );
}
