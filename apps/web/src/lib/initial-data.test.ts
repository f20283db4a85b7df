import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { projectQuery } from '../features/projects/api/project';
import { useAuthStore } from './auth-store';
import { takeInitialData } from './initial-data';

function writeBlock(key: string, json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-data';
  element.dataset.key = key;
  element.textContent = json;
  document.head.append(element);
}

describe('data the server wrote into the page', () => {
  afterEach(() => document.getElementById('initial-data')?.remove());

  it('is taken once, and only under its own key', () => {
    writeBlock('project:abc', '{"name":"Road \\u003c/script\\u003e"}');
    expect(takeInitialData('project:other')).toBeUndefined();
    expect(takeInitialData<{ name: string }>('project:abc')).toEqual({ name: 'Road </script>' });
    expect(takeInitialData('project:abc')).toBeUndefined();
  });

  it('is the first screen of a visitor’s project page, stale at once so the project is read again', () => {
    writeBlock('project:abc', '{"public_id":"abc","name":"Bridge"}');
    const client = new QueryClient();
    const options = projectQuery('abc');
    // The cache builds the query as useQuery would (the options are typed for useQuery).
    const query = client.getQueryCache().build(client, options as never);
    expect(query.state.data).toMatchObject({ name: 'Bridge' });
    expect(query.isStaleByTime(0)).toBe(true);
  });

  it('is left alone for a signed-in reader, who waits for their own answer', () => {
    writeBlock('project:abc', '{"public_id":"abc","name":"Bridge"}');
    useAuthStore.setState({ user: { public_id: 'u1' } as never });
    try {
      const client = new QueryClient();
      expect(client.getQueryCache().build(client, projectQuery('abc') as never).state.data).toBeUndefined();
      expect(document.getElementById('initial-data')).not.toBeNull();
    } finally {
      useAuthStore.setState({ user: null });
    }
  });
});
