/** The remote origin's settings (originMain.ts), declared once: npm start checks them too. */
import { Type } from '@sinclair/typebox';
import { LogLevel, Port, Text, Whole } from '@ssb/server-kit/settings/schema';

export const ORIGIN_SETTINGS = Type.Object({
  SSB_ORIGIN_HOST: Text({ default: '127.0.0.1', description: 'the address the origin binds to (0.0.0.0 in a container)' }),
  SSB_ORIGIN_PORT: Port({ default: 8081, description: 'the origin’s port' }),
  SSB_ORIGIN_DIR: Text({ minLength: 1, description: 'the folder it serves: a remote’s dist/, or one folder per remote' }),
  SSB_ORIGIN_NAME: Text({
    default: 'origin',
    pattern: '^[a-z0-9_-]{1,40}$',
    form: 'a name (a-z, 0-9, _ and -)',
    description: 'its name in the log (npm start runs one per remote)',
  }),
  SSB_DRAIN_MS: Whole({ maximum: 8_000, default: 0, description: 'after SIGTERM, how long it keeps serving before it stops accepting' }),
  LOG_LEVEL: LogLevel(),
});
