import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sourceUrl, type CheckedAgainst as Entry} from '@site/src/data/products';
import styles from './styles.module.css';

type Props = {entries: Entry[]};

/** The products of one date, as "Lespass 1.8.28 and Fedow 1.5.1", each linked to its source. */
function ProductList({entries, lang}: {entries: Entry[]; lang: string}): ReactNode {
  const names = entries.map((entry) => `${entry.product} ${entry.version}`);
  const parts = new Intl.ListFormat(lang, {type: 'conjunction'}).formatToParts(names);
  let next = 0;
  return parts.map((part, index) => {
    if (part.type === 'literal') return part.value;
    const entry = entries[next++];
    return (
      <Link key={index} href={sourceUrl(entry.product, entry.version)}>
        {part.value}
      </Link>
    );
  });
}

/**
 * "Checked against Lespass 1.8.28 on 25 November 2026": which version of the
 * product a page was checked against, from its `checked_against` front
 * matter, shown under the title. One line per date.
 */
export default function CheckedAgainst({entries}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const dates = [...new Set(entries.map((entry) => entry.date))].sort().reverse();
  const formatDate = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className={styles.checked}>
      {dates.map((date) => (
        <p key={date}>
          <Translate
            id="docs.checkedAgainst"
            description="Under a docs page's title: the product versions the page was checked against, and the date"
            values={{
              products: (
                <ProductList entries={entries.filter((entry) => entry.date === date)} lang={lang} />
              ),
              date: <time dateTime={date}>{formatDate.format(new Date(`${date}T00:00:00Z`))}</time>,
            }}>
            {'Checked against {products} on {date}'}
          </Translate>
        </p>
      ))}
    </div>
  );
}
