/**
 * What the site server and the shell's server build (`dist-server/render.cjs`) say to each
 * other. The site server is plain Node; the build is webpack's, so only these types cross.
 */
import type { ResourceSnapshot, RoutesModule, RuntimeConfig, RemoteName } from '@ssb/contracts';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. /ru/Credit/1 */
  url: string;
  config: RuntimeConfig;
  /** Where the server reaches the API (the browser's relative `apiBaseUrl` is resolved against it). */
  apiOrigin: string;
  /** A remote's `./routes` from its server build; rejects when it cannot be had. */
  loadRoutes(remote: RemoteName): Promise<RoutesModule>;
  /** The render is abandoned (and the page served unrendered) after this long. */
  timeoutMs: number;
  /** Render the 404 page at this address: its route exists, its record does not. */
  notFound?: boolean;
  /** API answers already at hand, by request URL (`/api/...`): the render does not ask for them again. */
  answers?: Record<string, unknown>;
}

export interface ServerRenderResult {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styleTags: string;
  /** The API answers the page was rendered with, for the browser's first render. */
  resources: ResourceSnapshot;
}

/** What `dist-server/render.cjs` exports. */
export interface ShellServerBuild {
  renderApp(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** The module a remote's server build asks for by name, as the shell uses it; undefined for others. */
  sharedModule(name: string): unknown;
}
