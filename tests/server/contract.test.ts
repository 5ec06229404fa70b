import { describe, expect, it } from 'vitest';
import { committedOpenApi, renderOpenApi } from '../../scripts/openapi';

describe('the committed OpenAPI document', () => {
  it('matches what the server serves', async () => {
    const served = await renderOpenApi();
    expect(served === committedOpenApi(), 'openapi.json is out of date: run npm run openapi').toBe(true);
  });
});
