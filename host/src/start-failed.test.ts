import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiServer, http, HttpResponse } from '@market/testing';
import { START_FAILED_EN, showStartFailed, startFailedWords } from './start-failed.ts';

const catalogue = (lng: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../locales/${lng}/${ns}.json`), 'utf8')) as Record<string, string>;

let down = false;
createApiServer(
  http.get('http://localhost/locales/:lng/:ns', ({ params }) => {
    const file = path.join(import.meta.dirname, `../locales/${String(params.lng)}/${String(params.ns)}`);
    if (down || !fs.existsSync(file)) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    return HttpResponse.json(JSON.parse(fs.readFileSync(file, 'utf8')));
  }),
);

beforeEach(() => {
  down = false;
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'en';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a shell that cannot start', () => {
  it('says so in the page language, with a focused button that loads the page again', async () => {
    document.documentElement.lang = 'ar';
    const reload = jest.fn();
    await showStartFailed(new Error('Loading chunk bootstrap failed'), { reload });
    const ar = catalogue('ar', 'host');
    expect(screen.getByRole('alert')).toHaveTextContent(ar['start.failed.text']!);
    expect(screen.getByRole('heading', { name: ar['start.failed.title'] })).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: catalogue('ar', 'common')['try.again'] });
    expect(retry).toHaveFocus();

    await userEvent.click(retry);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('replaces whatever the page held, so nothing half-started stays on screen', async () => {
    document.getElementById('root')!.innerHTML = '<p>half a header</p>';
    await showStartFailed(new Error('boom'));
    expect(screen.queryByText('half a header')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('falls back to the English catalogue when the catalogues cannot be read either', async () => {
    down = true;
    expect(await startFailedWords('fr')).toEqual(START_FAILED_EN);
    expect(await startFailedWords('../../etc')).toEqual(START_FAILED_EN);
  });

  it('keeps its built-in words equal to the English catalogue, and every catalogue has them', () => {
    const en = catalogue('en', 'host');
    expect(START_FAILED_EN.title).toBe(en['start.failed.title']);
    expect(START_FAILED_EN.text).toBe(en['start.failed.text']);
    expect(START_FAILED_EN.retry).toBe(catalogue('en', 'common')['try.again']);
    for (const lng of ['fr', 'ar']) {
      expect(catalogue(lng, 'host')['start.failed.title']).toBeTruthy();
      expect(catalogue(lng, 'host')['start.failed.text']).toBeTruthy();
    }
  });
});
