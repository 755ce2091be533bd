/** An answer in words, on the shop's pages and the back office's: what happened, why, and the way back. */
export interface MessageWithWayBackProps {
  title: string;
  lines: string[];
  back: { href: string; label: string };
}

export function MessageWithWayBack({ title, lines, back }: MessageWithWayBackProps) {
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
