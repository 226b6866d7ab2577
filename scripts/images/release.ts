/**
 * `npm run images -- --push <registry>`: the production images (site, API, back office, clamd) pushed to the bank's
 * registry, and the production overlay's release component rewritten with the digests the
 * registry answered, so that the overlay names exactly what was pushed, never a tag.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot';
import { podman } from './podman';

export const PRODUCTION_IMAGES = ['site', 'api', 'backoffice', 'clamd'] as const;
const RELEASE_COMPONENT = path.join(repoRoot, 'deploy/overlays/production/release/kustomization.yaml');

const REGISTRY = /^[a-z0-9.-]+(:\d+)?(\/[a-z0-9._-]+)*$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** Pushes localhost/ssb-<name>:<tag> to <registry>/ssb-<name>:<tag>; answers the manifest's digest there. */
export async function pushImage(name: string, tag: string, registry: string, tlsVerify = true): Promise<string> {
  if (!REGISTRY.test(registry)) throw new Error(`--push takes a registry and path, registry.ssb.tj/website (got ${registry})`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-push-'));
  try {
    const digestFile = path.join(dir, 'digest');
    await podman(
      [
        'push',
        '--quiet',
        `--tls-verify=${tlsVerify}`,
        '--digestfile',
        digestFile,
        `localhost/ssb-${name}:${tag}`,
        `docker://${registry}/ssb-${name}:${tag}`,
      ],
      {
        quiet: true,
      },
    );
    const digest = readFileSync(digestFile, 'utf8').trim();
    if (!DIGEST.test(digest)) throw new Error(`the registry answered no digest for ssb-${name} (${digest})`);
    return digest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The release component naming each production image by the registry's digest. */
export function releaseComponent(registry: string, digests: Record<(typeof PRODUCTION_IMAGES)[number], string>, tag: string): string {
  const lines = [
    '# The images this release runs, by digest: what was built and pushed is what runs, whatever a tag',
    '# says later. Written by `npm run images -- --push <registry>` (scripts/images/release.ts) from',
    `# the digests the registry answered for the tag ${tag}; their SBOMs are in var/images/sbom/.`,
    'apiVersion: kustomize.config.k8s.io/v1alpha1',
    'kind: Component',
    '',
    'images:',
  ];
  for (const name of PRODUCTION_IMAGES)
    lines.push(`  - name: localhost/ssb-${name}`, `    newName: ${registry}/ssb-${name}`, `    digest: ${digests[name]}`);
  return `${lines.join('\n')}\n`;
}

export function writeReleaseComponent(text: string): void {
  writeFileSync(RELEASE_COMPONENT, text);
}
