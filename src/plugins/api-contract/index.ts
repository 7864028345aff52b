/**
 * Docusaurus plugin: an API page imports its part of the contract with
 * `import reference from '@site/static/api/tibillet.openapi.yaml?page=events'`;
 * loader.cjs turns the YAML into the data the ApiReference component shows,
 * at build time, for that page only.
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function apiContractPlugin(): Plugin {
  return {
    name: 'api-contract',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.openapi\.yaml$/,
              resourceQuery: /page=/,
              use: [join(__dirname, 'loader.cjs')],
              type: 'javascript/auto',
            },
          ],
        },
      };
    },
  };
}
