// A translated sentence with an element inside it (a live timer), placed
// where each language puts it: "Ends in {{time}}", but in Kazakh
// "Аяқталуына {{time}} қалды". The message is filled with a private-use
// character and split around it, so the element stays an element (its role
// and test id) rather than text.
import type { ReactNode } from 'react';

const MARK = '\uE000';

/** `text` fills the message with the mark it is given; `children` goes where the mark lands. */
export function Slotted({
  text,
  children,
}: {
  text: (slot: string) => string;
  children: ReactNode;
}) {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
