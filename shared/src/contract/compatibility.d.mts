export type Verdict =
  | { compatible: true }
  | {
      compatible: false;
      /** `newer-site`: the remote is ahead of this site (reload for a newer shell). `older-site`: the remote is behind it. */
      needs: 'newer-site' | 'older-site';
      /** What disagreed, with both versions, for the log. */
      detail: string;
    };

export interface SiteVersions {
  contractVersion: number;
  sharedVersion: string;
}

export function parseVersion(text: unknown): [number, number, number] | null;
export function checkRemoteManifest(manifest: unknown, site: SiteVersions): Verdict;
