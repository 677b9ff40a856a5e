// Base font size = window width / 1920 x 14px (000 §9).
export const baseFontSize = (width: number): number => (width / 1920) * 14;

export function installBaseFontSize(): void {
  const apply = (): void => {
    document.documentElement.style.fontSize = `${baseFontSize(window.innerWidth)}px`;
  };
  apply();
  window.addEventListener('resize', apply);
}
