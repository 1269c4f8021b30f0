import './app-styles';
import { mountApp } from './mount-app';

/** Every page but the pre-rendered landing page (home.ts): the app starts at once. */
void mountApp();
