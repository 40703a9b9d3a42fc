/** Where a visitor session of one venue is kept: `foyer.visitor.<pageCode>`. */
export const visitorKey = (pageCode: string) => `foyer.visitor.${pageCode}`;

/** Where the visitor's choice of the list view is kept. */
export const LIST_MODE_KEY = 'foyer.visitor.listMode';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

/** The stored visitor token of a venue, or null. */
export const getVisitorToken = (pageCode: string) => read(visitorKey(pageCode));
export const setVisitorToken = (pageCode: string, token: string) => write(visitorKey(pageCode), token);
export const clearVisitorToken = (pageCode: string) => write(visitorKey(pageCode), null);

/** Whether the visitor chose the list view. */
export const getListMode = () => read(LIST_MODE_KEY) === 'true';
export const setListMode = (isOn: boolean) => write(LIST_MODE_KEY, isOn ? 'true' : null);
