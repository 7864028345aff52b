// Wrap (src/theme/swizzles.ts): announces the new colour mode in a polite live
// region. The stock toggle only updates its aria-label, which screen readers
// do not read out after a click, so the change went unnoticed.
import {useState, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ColorModeToggleType>;
type Mode = Props['value'];

function announcement(mode: Mode): string {
  switch (mode) {
    case 'dark':
      return translate({id: 'colorMode.announce.dark', message: 'Dark mode on'});
    case 'light':
      return translate({id: 'colorMode.announce.light', message: 'Light mode on'});
    default:
      return translate({
        id: 'colorMode.announce.system',
        message: 'Colour mode follows your device',
      });
  }
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const [message, setMessage] = useState('');
  return (
    <>
      <ColorModeToggle
        {...props}
        onChange={(mode: Mode) => {
          props.onChange(mode);
          setMessage(announcement(mode));
        }}
      />
      <span className="sr-only" role="status" aria-live="polite">
        {message}
      </span>
    </>
  );
}
