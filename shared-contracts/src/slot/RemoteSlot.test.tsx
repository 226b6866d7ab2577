import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { RemoteSlot } from './RemoteSlot';
import { RemoteLoaderProvider, type RemoteLoader } from '../runtime/RemoteLoader';
import { SiteProvider } from '../runtime/SiteContext';
import { theme } from '../ui/theme';
import type { NewsletterBoxProps, WidgetModule } from '../runtime/remotes';
import { REMOTE_NAMES, type RemoteName } from '../routing/routes';

const unused = () => Promise.reject(new Error('unused'));
const site = {
  lang: 'ru' as const,
  api: { baseUrl: '/api', get: unused, postJson: unused, postForm: unused, setToken: () => undefined },
  config: {
    apiBaseUrl: '/api',
    internetBankingUrl: '',
    legalInternetBankingUrl: '',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, ''])) as Record<RemoteName, string>,
  },
};

function renderSlot(loadWidget: RemoteLoader['loadWidget']) {
  const loader: RemoteLoader = { loadRoutes: () => Promise.reject(new Error('unused')), loadWidget };
  return render(
    <ThemeProvider theme={theme}>
      <SiteProvider value={site}>
        <RemoteLoaderProvider loader={loader}>
          <RemoteSlot name="mfe_applications/NewsletterBox" props={{ variant: 'card' }} minHeight={120} />
        </RemoteLoaderProvider>
      </SiteProvider>
    </ThemeProvider>,
  );
}

const widget = (Component: (p: NewsletterBoxProps) => ReactElement): WidgetModule<NewsletterBoxProps> => ({
  contractsVersion: '1.0.0',
  buildId: 'test',
  default: Component,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('renders the widget with its typed props once loaded', async () => {
  const load = jest.fn().mockResolvedValue(widget(({ variant }) => <p>box:{variant}</p>));
  renderSlot(load);
  expect(await screen.findByText('box:card')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_applications/NewsletterBox');
});

it('shows the localised fallback when loading fails, and retries', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'))
    .mockResolvedValueOnce(widget(() => <p>back again</p>));
  renderSlot(load);
  expect(await screen.findByRole('alert')).toHaveTextContent('Модуль временно недоступен, попробуйте позже.');
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('back again')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('contains a widget that throws while rendering', async () => {
  const Broken = () => {
    throw new Error('boom');
  };
  await act(async () => {
    renderSlot(jest.fn().mockResolvedValue(widget(Broken)));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Модуль временно недоступен');
});

it('renders a widget again after it threw, on retry', async () => {
  let broken = true;
  const Flaky = () => {
    if (broken) throw new Error('boom');
    return <p>recovered</p>;
  };
  await act(async () => {
    renderSlot(jest.fn().mockResolvedValue(widget(Flaky)));
  });
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  broken = false;
  await userEvent.click(retry);
  expect(await screen.findByText('recovered')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
