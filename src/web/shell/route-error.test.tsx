import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRIES, retry } from './route-error.tsx';

describe("'Tentar Novamente'", () => {
  afterEach(() => sessionStorage.clear());
  it(`reloads up to ${MAX_RETRIES} times, then goes to the start`, () => {
    const location = { reload: vi.fn(), assign: vi.fn() };
    for (let i = 0; i < MAX_RETRIES; i++) retry(location);
    expect(location.reload).toHaveBeenCalledTimes(3);
    expect(location.assign).not.toHaveBeenCalled();
    retry(location);
    expect(location.assign).toHaveBeenCalledWith('/');
    retry(location); // counting starts again after going home
    expect(location.reload).toHaveBeenCalledTimes(4);
  });
});
