/**
 * The live media of webcasts, for buildApp: an nginx with the RTMP module that `npm start` launched
 * (platform/rtmp), or the deployment's own (RTMP_URL, HLS_ORIGIN_URL). Unset: webcasts can be made
 * and used in the venue, but there is no ingest (the webcast page says so).
 */
export type WebcastOptions = {
  /** The RTMP address encoders call "Server", e.g. rtmp://media.example.com:1935/live. */
  rtmpUrl: string;
  /**
   * Where an accepted publish is relayed, as the media server itself reaches it: the on_publish
   * answer is `302 Location: ${relayUrl}/show/{webcastId}` (so the secret key never names a public
   * stream), e.g. rtmp://127.0.0.1:1935.
   */
  relayUrl: string;
  /**
   * The RTMP application this server's own encoder (the browser studio) publishes to with a stream
   * key: loopback for the launched nginx, RTMP_URL for the deployment's own.
   */
  studioIngestUrl: string;
  /** The secret the media server's callbacks carry (`?secret=`); a callback without it is refused. */
  callbackSecret: string;
  /** The folder of HLS output Foyer serves at /hls/ (the launched nginx's `abr` folder). */
  hlsDir?: string;
  /**
   * The folder the launched media server records broadcasts into (`<webcastId>-<time>.flv`); each
   * finished recording becomes a video asset. Unset: no recordings (an external media server).
   */
  recordingsDir?: string;
  /** nginx-rtmp's statistics page (`rtmp_stat`) of the launched media server: the health of live webcasts. */
  statUrl?: string;
  /**
   * nginx-rtmp's control pages (`rtmp_control`) of the launched media server, e.g.
   * http://127.0.0.1:PORT/control: a moderator's "end broadcast" disconnects the encoder at once.
   */
  controlUrl?: string;
  /** Where /hls/ is served when not by Foyer (HLS_ORIGIN_URL): Foyer answers /hls/* with a redirect there. */
  hlsOrigin?: string;
};
