// antd's styles for the runtime's screens, extracted at build time (scripts/build/antdStyles.ts): the shell's
// sheet and the `base` sheet (what every screen renders: table, pager, filter inputs, buttons, dialogs), loaded
// with the screen host and the feedback dialog. The other groups (date pickers, uploads, tree, ...) load with
// the documents that name them (src/app/antdSheets.ts prepareDocument, the shell's document cache's step).
import './antdStyles';
import 'virtual:antd-sheet/base';
