// Wrap (src/theme/swizzles.ts): adds the "custom-createSpace" navbar item type to the
// stock types, so the call to action is configured like any other item, and
// makes `docsVersionDropdown` a version menu even with a single version.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import CreateSpaceNavbarItem from '@site/src/components/CreateSpaceNavbarItem';
import DocsVersionMenu from '@site/src/components/DocsVersionMenu';

export default {
  ...ComponentTypes,
  docsVersionDropdown: DocsVersionMenu,
  'custom-createSpace': CreateSpaceNavbarItem,
};
