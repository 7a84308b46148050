// A live timer inside a translated sentence, where the language puts it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import kz from './locales/tournaments/kz.json';
import { Slotted } from './slotted.tsx';

describe('Slotted', () => {
  it('puts the element where the message has its slot, in the middle for Kazakh', () => {
    const message = kz.tournaments.endsIn;
    const { container } = render(
      <p>
        <Slotted text={(time) => message.replace('{{time}}', time)}>
          <time role="timer">2:00:00</time>
        </Slotted>
      </p>,
    );
    expect(container.textContent).toBe('Аяқталуына 2:00:00 қалды');
    expect(container.querySelector('time')?.previousSibling?.textContent).toBe('Аяқталуына ');
  });

  it('at the end for a message whose slot ends it', () => {
    const { container } = render(
      <p>
        <Slotted text={(time) => `Ends in ${time}`}>
          <time>01:30</time>
        </Slotted>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Ends in <time>01:30</time></p>');
  });
});
