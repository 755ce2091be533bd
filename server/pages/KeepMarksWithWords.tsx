/**
 * A sentence whose « ! ? : ; » follow a plain space, as the product's fixed messages write them: each
 * mark is kept on the line of the word before it (a heading that wraps would otherwise start a line
 * with « ! »). The space sits in an element of its own, so that the page's French typesetting
 * (site/typography.ts), which reads one text node at a time, leaves the message's bytes as they are.
 */
export function KeepMarksWithWords({ text }: { text: string }) {
  const parts = text.split(/(\S+ [!?:;])/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
          <span key={index} className="nowrap">
            {part.slice(0, -2)}
            <span> </span>
            {part.slice(-1)}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
