import './app-styles';
import { mountApp } from './mount-app';

/** Every page but those rendered at build time (prerendered-page.ts): the app starts at once. */
void mountApp();
