/**
 * A client module of src/plugins/preact, in the browser's production build
 * only: Preact runs effects (`useEffect`) at once after each render, as
 * React does after a reader's key press or click, instead of after the next
 * painted frame. DocSearch's shortcuts (`useDocSearchKeyboardEvents`) set
 * their key handler in an effect that knows whether the modal is open; with
 * Preact's default, Ctrl+K or Escape pressed in the frame after the modal
 * opened or closed met the handler of the state before, and did nothing.
 */
import {options} from 'preact';

options.requestAnimationFrame = (flush: () => void) => {
  queueMicrotask(flush);
};
