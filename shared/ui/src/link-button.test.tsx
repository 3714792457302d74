import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@market/router';
import { renderWithProviders } from '@market/testing';
import { LinkButton } from './link-button.tsx';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('LinkButton', () => {
  it('is one link (no button inside it) to the target, and a click navigates inside the app', async () => {
    renderWithProviders(
      <>
        <LinkButton to="/parcels" type="primary">
          Back to parcels
        </LinkButton>
        <Where />
      </>,
      { route: '/parcels/7' },
    );
    const link = screen.getByRole('link', { name: 'Back to parcels' });
    expect(link).toHaveAttribute('href', '/parcels');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/parcels/7');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/parcels$/);
  });
});
