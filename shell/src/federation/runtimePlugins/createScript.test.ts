import { remoteDeliveryPlugin } from './remoteDeliveryPlugin';
import { forgetManifests, recordManifest } from './releaseIntegrity';
import { MANIFEST, MANIFEST_URL } from './testRelease';

type ScriptHook = (args: { url: string }) => { script?: HTMLScriptElement; timeout?: number };
const createScript = remoteDeliveryPlugin().createScript as unknown as ScriptHook;

beforeEach(() => forgetManifests());

it('gives a remote entry the integrity its release manifest states, as a CORS request with a time limit', () => {
  recordManifest(MANIFEST_URL, MANIFEST);
  const { script, timeout } = createScript({ url: 'http://127.0.0.1:8084/releases/1.0.0-abc/remoteEntry.js' });
  expect(script).toBeInstanceOf(HTMLScriptElement);
  expect(script?.src).toBe('http://127.0.0.1:8084/releases/1.0.0-abc/remoteEntry.js');
  expect(script?.integrity).toBe('sha384-ENTRY');
  expect(script?.crossOrigin).toBe('anonymous');
  expect(timeout).toBeGreaterThan(0);
  // A manifest without a release (a development build) gives no integrity.
  recordManifest('http://127.0.0.1:9084/mf-manifest.json', {
    name: 'mfe_about',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
  });
  expect(createScript({ url: 'http://127.0.0.1:9084/remoteEntry.js' }).script).toBeUndefined();
});
