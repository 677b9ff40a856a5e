// The build-time antd sheets' modules (scripts/build/antdStyles.ts): side effects only (CSS and cache-path map).
declare module 'virtual:antd-sheet/*';
