import { describe, expect, it } from 'vitest';
import { assertRemoteModule, CONTRACT_VERSION, ContractError } from './remoteModule.ts';

const Page = () => null;

describe('assertRemoteModule', () => {
  it('accepts a module of the supported version for its section', () => {
    const module = {
      contractVersion: CONTRACT_VERSION,
      section: 'thesis',
      routes: [{ path: 'thesis', Component: Page }],
    };
    expect(assertRemoteModule(module, 'thesis')).toBe(module);
  });

  it('refuses another contract version with a message naming both versions', () => {
    const module = { contractVersion: CONTRACT_VERSION + 1, section: 'thesis', routes: [] };
    expect(() => assertRemoteModule(module, 'thesis')).toThrow(ContractError);
    expect(() => assertRemoteModule(module, 'thesis')).toThrow(`contract version ${CONTRACT_VERSION + 1}`);
  });

  it('refuses a module of another section or without routes', () => {
    expect(() =>
      assertRemoteModule({ contractVersion: CONTRACT_VERSION, section: 'info', routes: [] }, 'thesis'),
    ).toThrow('without its routes');
    expect(() => assertRemoteModule(undefined, 'thesis')).toThrow('sent no module');
  });
});
