export { WebcastPlayer } from './components/WebcastPlayer';
