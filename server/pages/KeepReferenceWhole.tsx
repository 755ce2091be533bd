/**
 * A sentence naming an order's reference, the reference kept on one line: « KF-… » would otherwise
 * break after its hyphen, and a customer who copies it from two lines gets it wrong.
 */
export function KeepReferenceWhole({ text, reference }: { text: string; reference: string }) {
  const at = text.indexOf(reference);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{reference}</span>
      {text.slice(at + reference.length)}
    </>
  );
}
