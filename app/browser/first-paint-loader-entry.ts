/**
 * The first-paint loader as the page runs it: the build (scripts/build/after-first-paint.ts)
 * compiles this file into one inline module, with FIRST_PAINT_LOADER_INPUTS replaced by what it
 * read from the page (Vite `define`). Nothing else imports it: its one line runs the loader.
 */
import { startFirstPaintLoader, type FirstPaintLoaderInputs } from "./first-paint-loader";

declare const FIRST_PAINT_LOADER_INPUTS: FirstPaintLoaderInputs;

startFirstPaintLoader(FIRST_PAINT_LOADER_INPUTS);
