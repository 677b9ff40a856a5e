// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPONENTS } from '../manifest';
import { REGISTRY } from './registry';

describe('component registry', () => {
  it('registers exactly the components of the manifest', () => {
    expect(Object.keys(REGISTRY).sort()).toEqual(Object.keys(COMPONENTS).sort());
    for (const c of Object.values(REGISTRY)) expect(c).toBeTruthy();
  });
});
