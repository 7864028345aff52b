// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import {listTagsByLetters, type TagLetterEntry} from '@docusaurus/theme-common';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function TagLetterEntryItem({letterEntry}: {letterEntry: TagLetterEntry}) {
  return (
    <article>
      <Heading as="h2" id={letterEntry.letter}>
        {letterEntry.letter}
      </Heading>
      <ul className="padding--none">
        {letterEntry.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}
// TiBillet: accented initials with their letter
/**
 * The tags by initial, an accented initial with its letter ("Évènements"
 * under E, as a French index files it). The letters are the headings' ids:
 * "#É" would be an address to encode, which not every tool reads back.
 */
function listTagsByBaseLetter(tags: Props['tags']): TagLetterEntry[] {
  const groups = new Map<string, TagLetterEntry['tags']>();
  for (const {letter, tags: letterTags} of listTagsByLetters(tags)) {
    const base = letter.normalize('NFD').replace(/\p{M}/gu, '');
    groups.set(base, [...(groups.get(base) ?? []), ...letterTags]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, letterTags]) => ({
      letter,
      tags: letterTags.sort((a, b) => a.label.localeCompare(b.label)),
    }));
}
// /TiBillet

export default function TagsListByLetter({tags}: Props): ReactNode {
  // TiBillet: accented initials with their letter
  //- const letterList = listTagsByLetters(tags);
  const letterList = listTagsByBaseLetter(tags);
  // /TiBillet
  return (
    // TiBillet: a <div>: the letters are the sections, each with its heading
    //- <section className="margin-vert--lg">
    <div className="margin-vert--lg">
      {/* /TiBillet */}
      {letterList.map((letterEntry) => (
        <TagLetterEntryItem
          key={letterEntry.letter}
          letterEntry={letterEntry}
        />
      ))}
      {/* TiBillet: a <div> */}
    {/*- </section> */}
    </div>
    // /TiBillet
  );
}
