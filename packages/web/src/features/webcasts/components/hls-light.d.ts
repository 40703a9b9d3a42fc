// hls.js exports its light build as `hls.js/light` without a declaration of its own: it is the
// full build's API with fewer features.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
