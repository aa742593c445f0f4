import { describe, expect, it } from 'vitest';
import { licenceOf } from './licence.ts';

describe('licenceOf', () => {
  it('names a Creative Commons licence with its version, whatever form its address takes', () => {
    expect(licenceOf('http://creativecommons.org/licenses/by/3.0/legalcode')).toEqual({
      name: 'CC BY 3.0',
      title: 'Creative Commons Attribution 3.0 Unported',
      url: 'https://creativecommons.org/licenses/by/3.0/',
    });
    expect(licenceOf('https://creativecommons.org/licenses/by-nc-nd/4.0').name).toBe('CC BY-NC-ND 4.0');
    expect(licenceOf('http://creativecommons.org/licenses/by/2.5/es/').name).toBe('CC BY 2.5 ES');
  });

  it('names CC0', () => {
    expect(licenceOf('http://creativecommons.org/publicdomain/zero/1.0/')).toMatchObject({
      name: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
  });

  it("is the journal's licence when the work states none", () => {
    expect(licenceOf('').name).toBe('CC BY 4.0');
    expect(licenceOf(undefined).url).toBe('https://creativecommons.org/licenses/by/4.0/');
  });

  it('shows another address as it is', () => {
    expect(licenceOf('https://example.org/terms')).toMatchObject({
      url: 'https://example.org/terms',
      name: 'Licence (example.org)',
    });
  });
});
