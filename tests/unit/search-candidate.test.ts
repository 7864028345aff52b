import {describe, expect, it} from 'vitest';
import {weights} from '@site/src/search/engine';
import {bm25, boosts} from '@site/src/plugins/search-index/build';
import {candidateOf} from '../search/rebuilt';

describe("the judge's candidate settings (npm run search:judge)", () => {
  it("lays the candidate's settings over today's, leaving the others", () => {
    const settings = candidateOf('{"weights": {"partShare": 0.45}, "bm25": {"k1": 2}}');
    expect(settings.weights).toEqual({...weights, partShare: 0.45});
    expect(settings.bm25).toEqual({...bm25, k1: 2});
    expect(settings.boosts).toEqual(boosts);
    expect(weights.partShare).not.toBe(0.45);
  });

  it('says what is wrong with a candidate it cannot read', () => {
    expect(() => candidateOf('{"weights": {partShare: 1}')).toThrow('CANDIDATE is not JSON');
    expect(() => candidateOf('[1]')).toThrow('must be an object');
    expect(() => candidateOf('{"weight": {}}')).toThrow('unknown group "weight"');
    expect(() => candidateOf('{"boosts": {"titles": 4}}')).toThrow(
      'boosts has no setting "titles"',
    );
  });
});
