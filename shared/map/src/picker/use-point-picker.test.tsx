import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, createApiServer, http, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { usePointPicker, type PointPicker } from './use-point-picker.ts';
import { PointStatus } from './picker-status.tsx';

const DUPONT = { address: '1 Dupont Cir NW, Washington, DC 20036, USA', location: { latitude: 38.9097, longitude: -77.0432 } };

/** How the geocoder answers: a place, none (404), or unreachable (503). */
let reverse: 'found' | 'none' | 'down' = 'found';
let search: 'found' | 'down' = 'found';
const asked: string[] = [];
createApiServer(
  http.get(`${API}rest/geocode/reverse`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('latlng') ?? '');
    if (reverse === 'down') return HttpResponse.json({ message: 'unavailable' }, { status: 503 });
    if (reverse === 'none') return HttpResponse.json({ message: 'not found' }, { status: 404 });
    return HttpResponse.json({ data: DUPONT });
  }),
  http.get(`${API}rest/geocode/search`, () => (search === 'down' ? HttpResponse.error() : HttpResponse.json({ data: [DUPONT] }))),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  reverse = 'found';
  search = 'found';
  asked.length = 0;
});

let picker: PointPicker;
function Picker() {
  picker = usePointPicker();
  return (
    <>
      <span data-testid="text">{picker.state.text}</span>
      <PointStatus picker={picker} verdict="unknown" />
    </>
  );
}

const at = { latitude: 38.9097, longitude: -77.0432 };

describe('usePointPicker', () => {
  it('a pin move looks the point up, says so while it waits, and fills the text with the address', async () => {
    renderWithProviders(<Picker />);
    act(() => picker.movePin(at));
    expect(screen.getByRole('status')).toHaveTextContent('Looking up the address…');
    await waitFor(() => expect(screen.getByTestId('text')).toHaveTextContent(DUPONT.address));
    expect(asked).toEqual(['38.9097,-77.0432']);
    expect(screen.getByTestId('pin-point')).toHaveTextContent('The pin is at 38.909700, -77.043200.');
  });

  it('a point the geocoder knows no address for says not found', async () => {
    reverse = 'none';
    renderWithProviders(<Picker />);
    act(() => picker.movePin(at));
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('');
  });

  it('an unreachable geocoder keeps the typed text and offers a retry that fills it once it answers', async () => {
    reverse = 'down';
    renderWithProviders(<Picker />);
    act(() => picker.type('1 Dupont'));
    act(() => picker.movePin(at));
    expect(await screen.findByText('The address lookup is not available right now. Your text is kept.')).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('1 Dupont');
    reverse = 'found';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('text')).toHaveTextContent(DUPONT.address));
  });

  it('typing offers matches; choosing one moves the pin there', async () => {
    renderWithProviders(<Picker />);
    act(() => picker.type('Dupont'));
    await waitFor(() => expect(picker.matches).toEqual([DUPONT]));
    act(() => picker.chooseMatch(picker.matches[0]!));
    expect(picker.state).toMatchObject({ point: at, text: DUPONT.address, lookup: 'found' });
  });

  it('matches that cannot be had keep the typed text, with a retry', async () => {
    search = 'down';
    renderWithProviders(<Picker />);
    act(() => picker.type('Dupont'));
    expect(await screen.findByText('Address suggestions are not available right now. Your text is kept.')).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('Dupont');
    search = 'found';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(picker.matches).toEqual([DUPONT]));
    expect(screen.queryByText('Address suggestions are not available right now. Your text is kept.')).not.toBeInTheDocument();
  });
});


