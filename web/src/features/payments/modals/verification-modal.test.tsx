// The Verification modal as a player sees it: a new account's verification
// (`init`: nothing sent yet) as not started, not as under review; the other
// statuses through the specification's mapping.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../../test/harness.tsx';
import VerificationModal from './verification-modal.tsx';

beforeAll(() => loadMessages('ru'));

function show(status: string) {
  renderWithApp(
    <PlayerContext.Provider
      value={testPlayer({ loggedIn: true, verification: { status, isNeed: true } })}
    >
      <VerificationModal />
    </PlayerContext.Provider>,
    { fetch: fakeApi({}).fetch },
  );
}

describe('Verification', () => {
  it('says a verification nothing was sent to has not started', () => {
    show('init');
    expect(screen.getByText('Не начата')).toBeVisible();
    expect(
      screen.getByText(
        'Вы ещё не отправляли документы. Мы попросим их, когда они понадобятся для выплаты.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('На проверке')).toBeNull();
  });

  it.each([
    ['waiting', 'На проверке'],
    ['unverified', 'Не пройдена'],
    ['verified', 'Пройдена'],
  ])('shows %s as %s', (status, text) => {
    show(status);
    expect(screen.getByText(text)).toBeVisible();
  });
});
