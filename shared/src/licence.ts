import { journal } from './journal.ts';

/** A licence as readers see it: its short name with its version, its full title and its deed's address. */
export interface Licence {
  name: string;
  title: string;
  url: string;
}

const CC_KINDS: Record<string, { name: string; title: string }> = {
  by: { name: 'CC BY', title: 'Creative Commons Attribution' },
  'by-sa': { name: 'CC BY-SA', title: 'Creative Commons Attribution-ShareAlike' },
  'by-nd': { name: 'CC BY-ND', title: 'Creative Commons Attribution-NoDerivatives' },
  'by-nc': { name: 'CC BY-NC', title: 'Creative Commons Attribution-NonCommercial' },
  'by-nc-sa': { name: 'CC BY-NC-SA', title: 'Creative Commons Attribution-NonCommercial-ShareAlike' },
  'by-nc-nd': { name: 'CC BY-NC-ND', title: 'Creative Commons Attribution-NonCommercial-NoDerivatives' },
};

/** The title words Creative Commons gives each version ("4.0 International", "3.0 Unported"). */
function versionTitle(version: string, jurisdiction: string | undefined): string {
  if (jurisdiction) return `${version} ${jurisdiction.toUpperCase()}`;
  if (version === '4.0') return '4.0 International';
  if (version === '3.0') return '3.0 Unported';
  return `${version} Generic`;
}

/**
 * The licence an address names: Creative Commons licences and CC0 by their deed's address (any
 * scheme, with or without "legalcode"), the journal's own licence for an empty address (a work that
 * states none). Another address is shown as it is, named by its host.
 */
export function licenceOf(url: string | undefined): Licence {
  const address = url?.trim();
  if (!address) return journal.licence;
  const cc = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)(?:\/([a-z]{2})(?=\/|$))?/i.exec(address);
  const kind = cc ? CC_KINDS[cc[1]!.toLowerCase()] : undefined;
  if (cc && kind) {
    const [, code, version, jurisdiction] = cc as unknown as [string, string, string, string | undefined];
    return {
      name: `${kind.name} ${version}${jurisdiction ? ` ${jurisdiction.toUpperCase()}` : ''}`,
      title: `${kind.title} ${versionTitle(version, jurisdiction)}`,
      url: `https://creativecommons.org/licenses/${code.toLowerCase()}/${version}/${jurisdiction ? `${jurisdiction.toLowerCase()}/` : ''}`,
    };
  }
  const zero = /creativecommons\.org\/publicdomain\/zero\/(\d\.\d)/i.exec(address);
  if (zero) {
    return {
      name: `CC0 ${zero[1]}`,
      title: `Creative Commons CC0 ${zero[1]} Universal Public Domain Dedication`,
      url: `https://creativecommons.org/publicdomain/zero/${zero[1]}/`,
    };
  }
  const host = /^https?:\/\/([^/]+)/i.exec(address)?.[1] ?? address;
  return { name: `Licence (${host})`, title: `licence stated at ${address}`, url: address };
}
