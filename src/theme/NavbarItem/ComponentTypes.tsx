// Wrap (safe in 3.9.1): adds the "custom-createSpace" navbar item type to the
// stock types, so the call to action is configured like any other item.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import CreateSpaceNavbarItem from '@site/src/components/CreateSpaceNavbarItem';

export default {
  ...ComponentTypes,
  'custom-createSpace': CreateSpaceNavbarItem,
};
