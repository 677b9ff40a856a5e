// antd's styles for the runtime's screens, extracted at build time (scripts/build/antdStyles.ts), loaded with
// the screen host and the feedback dialog. Its cache-path map also lists the shell's styles, so the shell's sheet
// is imported first (it is already loaded wherever a screen shows).
import { rereadStyleMap } from './antdStyles';
import 'virtual:antd-screens.css';

rereadStyleMap();
