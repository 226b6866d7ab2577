/** Raised when the shell's contracts do not satisfy the range a remote's release needs. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteRange: string | undefined,
    readonly hostVersion: string,
  ) {
    super(`Remote ${remote} needs contracts ${remoteRange ?? '(no range stated)'}; the host has ${hostVersion}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** Raised when a remote's modules did not arrive within the loading budget. */
export class RemoteTimeoutError extends Error {
  constructor(
    readonly remote: string,
    readonly budgetMs: number,
  ) {
    super(`Remote ${remote} did not load within ${budgetMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}
