// Single-flight token refresh: one in-flight refresh shared by every failed request; one notice and one
// sign-out when it fails (DESIGN: the lesson of react-admin / refine / axios-auth-refresh).
export interface RefreshDeps {
  getToken(): string;
  /** Calls the refresh endpoint (on its own axios instance) and stores the new token; resolves with it. */
  doRefresh(): Promise<string>;
  /** Tells the user once and signs out once. */
  onFailure(error: unknown): void;
}

export class RefreshCoordinator {
  private inFlight: Promise<string> | null = null;
  private failed = false;

  constructor(private readonly deps: RefreshDeps) {}

  /**
   * A fresh token for a request that failed with `usedToken`. When the token has changed since that
   * request was sent, it is already fresh: no new refresh is made.
   */
  refresh(usedToken: string): Promise<string> {
    if (this.failed) return Promise.reject(new Error('refresh failed'));
    const current = this.deps.getToken();
    if (current && current !== usedToken && !this.inFlight) return Promise.resolve(current);
    if (!this.inFlight) {
      this.inFlight = this.deps
        .doRefresh()
        .catch((e: unknown) => {
          if (!this.failed) {
            this.failed = true;
            this.deps.onFailure(e);
          }
          throw e;
        })
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }

  get hasFailed(): boolean {
    return this.failed;
  }

  /** After a new sign-in. */
  reset(): void {
    this.failed = false;
    this.inFlight = null;
  }
}
