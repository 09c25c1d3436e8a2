/** The id of the JSON script that carries the server render's query cache to the browser. */
export const SERVER_STATE_ID = 'kalam-state';
