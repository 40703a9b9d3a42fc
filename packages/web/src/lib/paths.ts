/** Where a logged-in user lands (spec §2). */
export const HOME_PATH = '/events/list';
/** Where a visitor without a session is sent (spec §2). */
export const LOGIN_PATH = '/login';
