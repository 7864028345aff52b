import type {ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/**
 * The `docsVersionDropdown` navbar item, as a menu of versions even when
 * there is one ("Next"). The stock item turns a single version into a plain
 * link to the introduction, active on every doc page: it read as a "next
 * page" button. This one is a menu button named "Documentation version:
 * Next", never active itself; its menu lists the versions, each leading to
 * the page being read in that version (else to the version's first page),
 * as upstream.
 */
export default function DocsVersionMenu({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled: _activeClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _versions,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const versions = useVersions(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const shown = candidates[0] ?? versions[0];

  const targetOf = (version: GlobalVersion) =>
    activeDocContext.alternateDocVersions[version.name] ??
    version.docs.find((doc) => doc.id === version.mainDocId)!;
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: `${targetOf(version).path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={shown.label}
      aria-label={translate(
        {
          id: 'navbar.versionMenu.label',
          message: 'Documentation version: {version}',
          description: 'The accessible name of the docs version menu in the navbar',
        },
        {version: shown.label},
      )}
      items={items}
    />
  );
}
