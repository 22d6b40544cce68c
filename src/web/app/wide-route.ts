/** The office works at a desktop all day (design §10): /admin takes the screen's width, the phone areas stay narrow. */
export const pageWidthClass = (location: string) =>
  location === '/admin' || location.startsWith('/admin/') ? 'max-w-[1920px]' : 'max-w-5xl';
