import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { emptyRegistryState, type CanaryRelease, type RegistryState } from '../../deploy/registryState';
import { pinnedManifestPath } from '../../deploy/releaseFiles';
import { COHORT_COOKIE, COHORT_DAYS, cohortSetCookie, isVisitorId, newVisitorId, visitorIdOf } from './cohortCookie';
import { cohortOf, cohortPoint } from './cohortOf';
import { visitorCohorts } from './visitorCohorts';
import { cohortsOf, withCanaries } from './withCanaries';

/**
 * 100 000 ids of the cookie's form, uniformly spread but the same on every run: a share test on
 * ids from randomBytes would fail now and then by chance alone.
 */
const IDS = Array.from({ length: 100_000 }, (_, i) => createHash('sha256').update(`visitor-${i}`).digest().subarray(0, 16).toString('base64url'));

const canaryAt = (share: number, salt = 'salt-1'): CanaryRelease => ({
  release: {
    manifestUrl: 'http://127.0.0.1:9084/releases/2.0.0-canary/mf-manifest.json',
    releaseId: '2.0.0-canary',
    contractsRange: '^2.3.0',
    at: '2026-03-01T10:00:00.000Z',
    by: 'about-team',
    manifestDigest: `sha384-${'B'.repeat(64)}`,
  },
  share,
  salt,
  stepAt: '2026-03-01T10:00:00.000Z',
  controlReleaseId: '1.0.0-live',
});

const fractions = (share: number, salt?: string) => {
  const canary = canaryAt(share, salt);
  let inCanary = 0;
  let inControl = 0;
  for (const id of IDS) {
    const group = cohortOf(id, canary);
    if (group === 'canary') inCanary += 1;
    else if (group === 'control') inControl += 1;
  }
  return { canary: inCanary / IDS.length, control: inControl / IDS.length };
};

describe('a visitor’s cohort of a canary', () => {
  it('is a point in [0, 1) from the salt and the id, the same every time', () => {
    for (const id of IDS.slice(0, 1000)) {
      const u = cohortPoint('salt-1', id);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      expect(cohortPoint('salt-1', id)).toBe(u);
    }
    expect(cohortPoint('salt-1', IDS[0]!)).not.toBe(cohortPoint('salt-2', IDS[0]!));
  });

  it.each([0.05, 0.25, 0.5])('puts a share of %p in canary and as many in control, within a few tenths of a percent', (share) => {
    const { canary, control } = fractions(share);
    expect(Math.abs(canary - share)).toBeLessThan(0.004);
    expect(Math.abs(control - share)).toBeLessThan(0.004);
  });

  it('keeps every canary member in canary and every control member in control as the share grows', () => {
    const steps = [0.05, 0.25, 0.5];
    const groups = steps.map((share) => IDS.map((id) => cohortOf(id, canaryAt(share))));
    for (let step = 1; step < steps.length; step += 1) {
      const before = groups[step - 1]!;
      const after = groups[step]!;
      let moved = 0;
      let joined = 0;
      before.forEach((group, i) => {
        if (group !== null && after[i] !== group) moved += 1;
        if (group === null && after[i] !== null) joined += 1;
      });
      expect(moved).toBe(0);
      // The step let new visitors in: the test would pass on nothing otherwise.
      expect(joined).toBeGreaterThan(IDS.length * (steps[step]! - steps[step - 1]!));
    }
    // At 50 % the two cohorts are everyone.
    expect(groups[2]!.every((group) => group !== null)).toBe(true);
  });

  it('says nothing of the visitor’s cohort in the next canary (another salt)', () => {
    const a = canaryAt(0.25, 'salt-a');
    const b = canaryAt(0.25, 'salt-b');
    const both = IDS.filter((id) => cohortOf(id, a) === 'canary' && cohortOf(id, b) === 'canary').length / IDS.length;
    expect(Math.abs(both - 0.25 * 0.25)).toBeLessThan(0.004);
  });

  it('puts nobody in a cohort of a canary whose share is out of range', () => {
    for (const share of [0, -0.1, 0.6, Number.NaN, Number.POSITIVE_INFINITY])
      expect(IDS.slice(0, 200).map((id) => cohortOf(id, canaryAt(share)))).toEqual(Array(200).fill(null));
  });
});

describe('the cohort cookie', () => {
  it('holds 16 random bytes in base64url, and nothing of another form is taken for one', () => {
    const ids = Array.from({ length: 200 }, newVisitorId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(isVisitorId(id)).toBe(true);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    const id = ids[0]!;
    for (const other of ['', 'x', `${id}A`, id.slice(0, 21), `${id.slice(0, 21)}B`, `${id.slice(0, 20)}+A`, `${id.slice(0, 21)}=`])
      expect(isVisitorId(other)).toBe(false);
    expect(visitorIdOf(`lang=ru; ${COHORT_COOKIE}=${id}`)).toBe(id);
    expect(visitorIdOf(`${COHORT_COOKIE}=not-an-id`)).toBeNull();
    expect(visitorIdOf(undefined)).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax, for the whole site, for 90 days; Secure on https', () => {
    const id = newVisitorId();
    const header = cohortSetCookie(id, true);
    expect(header).toMatch(new RegExp(`^${COHORT_COOKIE}=${id};`));
    for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure', `Max-Age=${COHORT_DAYS * 24 * 3600}`])
      expect(header.split('; ')).toContain(attribute);
    expect(COHORT_DAYS).toBe(90);
    expect(cohortSetCookie(id, false).split('; ')).not.toContain('Secure');
  });
});

describe('the config of a visitor in cohorts', () => {
  const live: RuntimeConfig = {
    apiBaseUrl: '/api',
    internetBankingUrl: 'https://ib.example',
    legalInternetBankingUrl: 'https://ib.example/legal',
    remotes: {
      mfe_about: 'http://127.0.0.1:9084/releases/1.0.0-live/mf-manifest.json',
      mfe_products: 'p',
      mfe_calculators: 'c',
      mfe_applications: 'a',
    },
    releases: { mfe_about: { id: '1.0.0-live', contractsRange: '^2.3.0', manifest: pinnedManifestPath(`sha384-${'A'.repeat(64)}`) } },
  };
  const stateWith = (canary: unknown): RegistryState => {
    const state = emptyRegistryState();
    state.remotes.mfe_about.canary = canary as CanaryRelease;
    return state;
  };
  const running = stateWith(canaryAt(0.25));
  const idIn = (group: 'canary' | 'control' | null) => IDS.find((id) => cohortOf(id, canaryAt(0.25)) === group)!;

  it('names the canary release for the canary cohort, as a preview does, and says so in `cohorts`', () => {
    const config = withCanaries(live, running, cohortsOf(idIn('canary'), running));
    const { release } = canaryAt(0.25);
    expect(config.remotes.mfe_about).toBe(release.manifestUrl);
    expect(config.releases?.mfe_about).toEqual({
      id: release.releaseId,
      contractsRange: release.contractsRange,
      manifest: pinnedManifestPath(release.manifestDigest!),
    });
    expect(config.cohorts).toEqual({ mfe_about: 'canary' });
    expect(config.remotes.mfe_products).toBe('p');
  });

  it('keeps the live release for control, saying it is control; and changes nothing for the rest', () => {
    const control = withCanaries(live, running, cohortsOf(idIn('control'), running));
    expect(control.remotes).toEqual(live.remotes);
    expect(control.releases).toEqual(live.releases);
    expect(control.cohorts).toEqual({ mfe_about: 'control' });
    const rest = withCanaries(live, running, cohortsOf(idIn(null), running));
    expect(rest).toBe(live);
    expect('cohorts' in rest).toBe(false);
  });

  it('ignores a damaged canary, and a cohort of a canary that no longer runs', () => {
    const id = idIn('canary');
    for (const damaged of [
      null,
      { ...canaryAt(0.25), share: 0.9 },
      { ...canaryAt(0.25), salt: '' },
      { ...canaryAt(0.25), release: { releaseId: 'x' } },
    ]) {
      const state = stateWith(damaged);
      expect(cohortsOf(id, state)).toEqual({});
      expect(withCanaries(live, state, { mfe_about: 'canary' })).toBe(live);
    }
  });

  it('gives a cookie only while a canary runs and the request has none of the right form; its id decides this very answer', () => {
    expect(visitorCohorts(undefined, stateWith(null))).toEqual({ cohorts: {}, give: null });
    const id = idIn('canary');
    expect(visitorCohorts(undefined, running, () => id)).toEqual({ cohorts: { mfe_about: 'canary' }, give: id });
    expect(visitorCohorts(`${COHORT_COOKIE}=broken`, running, () => id)).toEqual({ cohorts: { mfe_about: 'canary' }, give: id });
    const held = idIn('control');
    expect(visitorCohorts(`${COHORT_COOKIE}=${held}`, running, () => id)).toEqual({ cohorts: { mfe_about: 'control' }, give: null });
  });
});
