/** The types of workspaces.cjs (plain CommonJS: lint and Jest load it without a compiler). */
export type Role =
  'contract' | 'fixtures' | 'client' | 'library' | 'runtime' | 'tooling' | 'service' | 'remote' | 'host' | 'server' | 'backoffice' | 'tests';

export interface WorkspacePackage {
  dir: string;
  name: string;
  role: Role;
  json: Record<string, unknown>;
  /** A remote's federation name (`mfe_products`). */
  remote?: string;
  /** The port a remote's local origin listens on (its package.json's `ssb.port`). */
  port?: number;
  /** The setting that moves that port (`SSB_PRODUCTS_PORT`). */
  portSetting?: string;
}

export declare const ROLES: readonly Role[];
/** The packages the platform publishes, by name, with their roles. */
export declare const PLATFORM_PACKAGES: Readonly<Record<string, Role>>;
export declare const IMPORTS_BY_ROLE: Readonly<Record<Role, readonly Role[]>>;
export declare function workspaceDirs(root?: string): string[];
export declare function workspacePackages(root?: string): WorkspacePackage[];
export declare function remotePackages(root?: string): (WorkspacePackage & { remote: string; port: number; portSetting: string })[];
export declare function portSettingOf(dir: string): string;
