// Types of the server renderer the build makes (dist-server/render.js), for the Worker that imports it.
import type { RenderPage } from '@kalam/core/pages';

export declare const render: RenderPage;
