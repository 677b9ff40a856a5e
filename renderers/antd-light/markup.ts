// Markup compared with attributes and class names in a fixed order (React and antd's components order them
// differently), for the light components that render antd's markup themselves (LightButton, LightModal, the
// search form's stand-ins).
export const normalMarkup = (html: string): string =>
  html.replace(/(aria-owns|aria-controls)="[^"]*"/g, '$1="list"').replace(
    /<(\w+)([^>]*)>/g,
    (_m, tag: string, attrs: string) =>
      `<${tag} ${[...attrs.matchAll(/(\S+?)="([^"]*)"/g)]
        .map((a) => `${a[1]}="${a[1] === 'class' ? a[2].split(' ').filter(Boolean).sort().join(' ') : a[2]}"`)
        .sort()
        .join(' ')}>`,
  );
