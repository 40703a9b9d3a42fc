import { describe, expect, it } from 'vitest';
import { healthFromStat } from './webcasts.health.js';

const ID = '0d6c9f5e-2f43-4c26-9d0e-0b8a1e4e1b10';

/** What nginx-rtmp 1.2.2's rtmp_stat answers (trimmed) while a webcast is live, relayed and encoded. */
const STAT = `<?xml version="1.0" encoding="utf-8" ?>
<rtmp><nginx_version>1.22.1</nginx_version><uptime>75</uptime>
<server>
<application><name>live</name><live><stream><name>fyr_the-secret-key</name><time>61000</time><bw_in>2512000</bw_in>
<client><id>4</id><address>127.0.0.1:19356/show/${ID}</address><time>60629</time><flashver>ngx-local-relay</flashver><dropped>0</dropped><avsync>-7</avsync><timestamp>60623</timestamp><active/></client>
<client><id>2</id><address>127.0.0.1</address><time>60814</time><flashver>FMLE/3.0 (compatible; Lavf59.27</flashver><dropped>0</dropped><avsync>-7</avsync><timestamp>60623</timestamp><publishing/><active/></client>
<nclients>2</nclients><publishing/><active/></stream></live></application>
<application><name>show</name><live>
<stream><name>${ID}</name><time>60744</time><bw_in>2490112</bw_in><bytes_in>121560</bytes_in><bw_out>0</bw_out><bytes_out>121502</bytes_out><bw_audio>128000</bw_audio><bw_video>2362112</bw_video>
<client><id>7</id><address>127.0.0.1</address><time>60481</time><flashver>LNX 9,0,124,2</flashver><dropped>0</dropped><avsync>-7</avsync><timestamp>60623</timestamp><active/></client>
<client><id>5</id><address>127.0.0.1</address><time>60616</time><flashver>LNX.11,1,102,55</flashver><dropped>7</dropped><avsync>-7</avsync><timestamp>60623</timestamp><publishing/><active/></client>
<meta><video><width>1280</width><height>720</height><frame_rate>30</frame_rate><codec>H264</codec><profile></profile></video><audio><codec>AAC</codec><channels>2</channels><sample_rate>48000</sample_rate></audio></meta>
<nclients>2</nclients><publishing/><active/></stream>
<stream><name>other</name><time>1000</time><bw_in>1</bw_in></stream>
<nclients>2</nclients></live></application>
<application><name>abr</name><live>
<stream><name>${ID}_360p</name><time>56832</time><client><id>9</id><address>127.0.0.1</address><time>56832</time><dropped>0</dropped><timestamp>60223</timestamp><publishing/><active/></client></stream>
<stream><name>${ID}_source</name><time>57007</time><client><id>8</id><address>127.0.0.1</address><time>57007</time><dropped>0</dropped><timestamp>60268</timestamp><publishing/><active/></client></stream>
<nclients>2</nclients></live></application>
</server></rtmp>`;

describe("a live webcast's health from nginx-rtmp's statistics", () => {
  it('reads the relayed stream named by the webcast id: bitrates, picture, sound, dropped frames, time', () => {
    expect(healthFromStat(STAT, ID)).toEqual({
      bitrateKbps: 2490,
      videoKbps: 2362,
      audioKbps: 128,
      width: 1280,
      height: 720,
      fps: 30,
      videoCodec: 'H264',
      audioCodec: 'AAC',
      droppedFrames: 7,
      uptimeSeconds: 61,
      // The encoder's media 191 ms behind the clock, the slower rendition 400 ms behind the relay.
      ingestDelayMs: 591,
    });
  });

  it('reads the ingest delay as unknown without timestamps (nginx-rtmp 1.1) or with ones not from 0', () => {
    const stat = (client: string) =>
      `<rtmp><server><application><name>show</name><live><stream><name>${ID}</name><time>5000</time><client>${client}<publishing/></client></stream></live></application></server></rtmp>`;
    expect(healthFromStat(stat('<time>5000</time>'), ID)?.ingestDelayMs).toBeNull();
    expect(
      healthFromStat(stat('<time>5000</time><timestamp>7000</timestamp>'), ID)?.ingestDelayMs,
    ).toBeNull();
    expect(
      healthFromStat(stat('<time>4000000</time><timestamp>1000</timestamp>'), ID)?.ingestDelayMs,
    ).toBeNull();
    // A media server of one's own, without the encoder's session: the relay's publisher stands in.
    expect(healthFromStat(stat('<time>9000</time><timestamp>6500</timestamp>'), ID)?.ingestDelayMs).toBe(
      2500,
    );
  });

  it("measures the encoder's session, not the relay's, which connects after the first frames", () => {
    // The relay's own time runs behind the media timestamps (7 ms here): it alone would read nonsense.
    expect(healthFromStat(STAT, ID)?.ingestDelayMs).toBeGreaterThan(0);
    const lateEncoder = STAT.replace('<time>60814</time>', '<time>63814</time>');
    expect(healthFromStat(lateEncoder, ID)?.ingestDelayMs).toBe(3591);
  });

  it('answers null for a webcast that is not there, for the ingest application, and for garbage', () => {
    expect(healthFromStat(STAT, 'a9f1c2d3-0000-4000-8000-000000000000')).toBeNull();
    expect(healthFromStat(STAT, 'fyr_the-secret-key')).toBeNull();
    expect(healthFromStat('not xml at all <<<', ID)).toBeNull();
    expect(healthFromStat('<rtmp><server></server></rtmp>', ID)).toBeNull();
  });

  it('reads a stream that has no metadata yet as unknown picture and sound', () => {
    const bare = `<rtmp><server><application><name>show</name><live><stream><name>${ID}</name><time>900</time><bw_in>0</bw_in></stream></live></application></server></rtmp>`;
    expect(healthFromStat(bare, ID)).toMatchObject({
      bitrateKbps: 0,
      width: null,
      fps: null,
      videoCodec: null,
      droppedFrames: 0,
      uptimeSeconds: 1,
      ingestDelayMs: null,
    });
  });
});
