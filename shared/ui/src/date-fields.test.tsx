import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { loadUiLocale, UiProvider } from './providers.tsx';
import { DateField, TimeField } from './lazy.tsx';

const NOT_LATIN = /[\u0660-\u0669\u06f0-\u06f9]/;

function Picker({ locale, initial = '2026-03-14' }: { locale: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <UiProvider theme="light" direction={locale === 'ar' ? 'rtl' : 'ltr'} locale={locale}>
      <label htmlFor="day">day</label>
      <DateField id="day" value={value} onChange={setValue} open />
      <output>{value}</output>
    </UiProvider>
  );
}

// antd's texts of the languages shown, loaded as the shell loads a page's language before its first render.
beforeAll(() => Promise.all([loadUiLocale('fr'), loadUiLocale('ar')]));

const popup = () => document.querySelector<HTMLElement>('.ant-picker-dropdown')!;

describe('DateField', () => {
  it('shows the calendar in Arabic: Arabic month and day names, Latin digits, right to left', async () => {
    render(<Picker locale="ar" />);
    expect(await screen.findByLabelText('day')).toHaveValue('14 مارس 2026');
    const calendar = popup();
    expect(calendar).toHaveClass('ant-picker-dropdown-rtl');
    expect(calendar.querySelector('.ant-picker-header-view')).toHaveTextContent('مارس');
    expect(calendar.querySelector('thead')).toHaveTextContent('ح');
    const cells = [...calendar.querySelectorAll('.ant-picker-cell-in-view')].map((c) => c.textContent);
    expect(cells).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(calendar.textContent).not.toMatch(NOT_LATIN);
  });

  it('gives the day as the API writes it, whatever the language shows', async () => {
    render(<Picker locale="ar" />);
    await screen.findByLabelText('day');
    fireEvent.click(within(popup()).getByText('20'));
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-20');
  });

  it('shows French month names in French', async () => {
    render(<Picker locale="fr" />);
    expect(await screen.findByLabelText('day')).toHaveValue('14 mars 2026');
    expect(popup().querySelector('.ant-picker-header-view')).toHaveTextContent(/mars/);
  });

  it('leaves day.js writing Latin digits, in Arabic too', async () => {
    render(<Picker locale="ar" />);
    await screen.findByLabelText('day');
    expect(dayjs('2026-03-14').locale('ar').format('D MMMM YYYY')).toBe('14 مارس 2026');
  });
});

describe('TimeField', () => {
  it('shows and gives a time on the 24-hour clock, Latin digits in Arabic', async () => {
    const changed: string[] = [];
    render(
      <UiProvider theme="light" direction="rtl" locale="ar">
        <label htmlFor="time">time</label>
        <TimeField id="time" value="14:30" onChange={(v) => changed.push(v)} />
      </UiProvider>,
    );
    const input = await screen.findByLabelText('time');
    expect(input).toHaveValue('14:30');
    expect(input.closest('.ant-picker')).toHaveClass('ant-picker-rtl');
  });
});
