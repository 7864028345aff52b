// Replace (src/theme/swizzles.ts): the stock navbar item types this site's navbar
// can use, the "custom-createSpace" call to action, and `docsVersionDropdown`
// as a version menu even with a single version. The stock map also held the
// docs plugin's doc, docSidebar and docsVersion items and its own version
// dropdown, which the navbar does not configure: their code was in every
// page (about 2 KB gzip). An item of a type missing here fails the build with
// the stock message naming it; tests/unit/config.test.ts checks that every
// navbar item of the configuration has its type here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import CreateSpaceNavbarItem from '@site/src/components/CreateSpaceNavbarItem';
import DocsVersionMenu from '@site/src/components/DocsVersionMenu';

export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  docsVersionDropdown: DocsVersionMenu,
  'custom-createSpace': CreateSpaceNavbarItem,
};
