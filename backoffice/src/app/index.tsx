/** The app's entry: the session first (none: back to sign in, to this same page), then the app. */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSession, signInAgain } from './api';

const HTML_LANG = { tj: 'tg', ru: 'ru', en: 'en' } as const;

async function start() {
  const session = await loadSession();
  if (!session) return signInAgain();
  document.documentElement.lang = HTML_LANG[session.lang];
  createRoot(document.getElementById('root') as HTMLElement).render(<App session={session} />);
}

void start();
