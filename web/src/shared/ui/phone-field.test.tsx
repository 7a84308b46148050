// The phone field as people use it: a whole number pasted after
// the +7 the field shows, or over it, lands whole whatever way it is written;
// typing keeps its digits; Belarus takes its nine digits.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import { PhoneField, type PhoneValue, phoneDigits } from './phone-field.tsx';

beforeAll(() => loadMessages('ru'));

let shown: PhoneValue | null = null;
function Form({ country = 'ru' }: { country?: PhoneValue['country'] }) {
  const [value, setValue] = useState<PhoneValue>({
    country,
    masked: country === 'by' ? '+375' : '+7',
  });
  shown = value;
  return <PhoneField label="Телефон" value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText('Телефон') as HTMLInputElement;

describe('the phone field', () => {
  it.each(['79161234567', '89161234567', '8 (916) 123-45-67', '+7 916 123 45 67'])(
    'a paste of %s after the +7 becomes +7 (916) 123 45 67',
    (pasted) => {
      renderWithApp(<Form />, { fetch: fakeApi({}).fetch });
      fireEvent.change(input(), { target: { value: `+7${pasted}` } });
      expect(input().value).toBe('+7 (916) 123 45 67');
      expect(phoneDigits(shown as PhoneValue)).toBe('79161234567');
    },
  );

  it('an autofill that replaces the whole value lands whole', () => {
    renderWithApp(<Form />, { fetch: fakeApi({}).fetch });
    fireEvent.change(input(), { target: { value: '8 (916) 123-45-67' } });
    expect(input().value).toBe('+7 (916) 123 45 67');
  });

  it('a digit typed past a complete number is refused', () => {
    renderWithApp(<Form />, { fetch: fakeApi({}).fetch });
    fireEvent.change(input(), { target: { value: '+77011234567' } });
    fireEvent.change(input(), { target: { value: '+7 (701) 123 45 678' } });
    expect(input().value).toBe('+7 (701) 123 45 67');
  });

  it('Belarus takes nine digits', () => {
    renderWithApp(<Form country="by" />, { fetch: fakeApi({}).fetch });
    fireEvent.change(input(), { target: { value: '80 29 123-45-67' } });
    expect(input().value).toBe('+375 (29) 123 45 67');
    expect(phoneDigits(shown as PhoneValue)).toBe('375291234567');
  });
});
