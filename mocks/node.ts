// The mock for Node tests (msw/node): the same handlers as the browser and the HTTP server.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
