#!/bin/bash
# Starts callback + nginx-rtmp as children, runs the checks, stops everything (by PID).
# Usage: ./run.sh [ABR_MODE=full|copy720|off via env]   Output: evidence/run-<mode>.txt
set -u
D=/tmp/rtmp-proto; P=$D/run; ABR_MODE=${ABR_MODE:-full}
KEY=sk_secret_123; PUB=webcast42
mkdir -p $D/evidence; exec > >(tee $D/evidence/run-$ABR_MODE.txt) 2>&1
free_port() { local p=$1; while ss -Hltn "sport = :$p" | grep -q .; do p=$((p+1)); done; echo $p; }
RTMP_PORT=$(free_port ${RTMP_PORT:-19350}); HTTP_PORT=$(free_port ${HTTP_PORT:-18080}); CB_PORT=$(free_port ${CB_PORT:-18081})
[ "$CB_PORT" = "$HTTP_PORT" ] && CB_PORT=$(free_port $((HTTP_PORT+1)))
echo "== ports rtmp=$RTMP_PORT http=$HTTP_PORT callback=$CB_PORT  ABR_MODE=$ABR_MODE"
PIDS=()
cleanup() {  # stop only what we started, by PID
  for pid in "${PIDS[@]}"; do kill -0 $pid 2>/dev/null && kill -TERM $pid 2>/dev/null; done
  [ -f $P/nginx.pid ] && kill -QUIT $(cat $P/nginx.pid) 2>/dev/null
  for pid in "${PIDS[@]}"; do wait $pid 2>/dev/null; done
}
trap cleanup EXIT
now() { date +%s.%N; }; since() { printf '%.2f' "$(echo "$(now) - $1" | bc)"; }
FF=(ffmpeg -hide_banner -loglevel error -re -f lavfi -i testsrc=size=1280x720:rate=30 -f lavfi -i sine=frequency=1000
  -c:v libx264 -preset veryfast -tune zerolatency -g 60 -c:a aac -f flv)
publish() { "${FF[@]}" "rtmp://127.0.0.1:$RTMP_PORT/live/$1"; }
cb() { node -e 'for (const l of require("fs").readFileSync(process.argv[1],"utf8").trim().split("\n")) { const o=JSON.parse(l);
  if (o.form) console.log("  cb", o.t.slice(11,23), o.url, o.status, "app="+o.form.app, "clientid="+o.form.clientid, "name="+o.form.name, o.form.path?("path="+o.form.path):"", o.headers.Location?("Location="+o.headers.Location):""); }' $P/callback.jsonl; }

rm -rf $P; mkdir -p $P/conf $P/logs $P/tmp $P/show $P/abr $P/rec $P/vod
PREFIX=$P RTMP_PORT=$RTMP_PORT HTTP_PORT=$HTTP_PORT CB_PORT=$CB_PORT ABR_MODE=$ABR_MODE $D/gen-conf.sh > $P/conf/nginx.conf
cp $P/conf/nginx.conf $D/nginx.conf
nginx -t -q -e $P/logs/error.log -p $P/ -c conf/nginx.conf || exit 1

CB_PORT=$CB_PORT RTMP_PORT=$RTMP_PORT STREAM_KEY=$KEY PUBLIC_ID=$PUB MODE=relay GUARD=1 CB_LOG=$P/callback.jsonl node $D/callback.mjs & PIDS+=($!)
nginx -e $P/logs/error.log -p $P/ -c conf/nginx.conf -g 'daemon off;' & NGX=$!; PIDS+=($NGX)
for i in $(seq 50); do ss -Hltn "sport = :$RTMP_PORT" | grep -q . && ss -Hltn "sport = :$CB_PORT" | grep -q . && break; sleep 0.1; done
echo "== nginx master pid=$NGX (pid file: $(cat $P/nginx.pid))"; ps -o pid,ppid,user,args --ppid $NGX | cut -c1-80

echo; echo "== 1. wrong key"
t=$(now); publish wrongkey; echo "ffmpeg rc=$? after $(since $t)s; files under show/ abr/ rec/: $(find $P/show $P/abr $P/rec -type f | wc -l)"

echo; echo "== 2. right key (publisher in background)"
t=$(now); "${FF[@]}" "rtmp://127.0.0.1:$RTMP_PORT/live/$KEY" & PUBPID=$!; PIDS+=($PUBPID); s=""; a=""
for i in $(seq 300); do
  [ -z "$s" ] && grep -qs '\.ts' $P/show/$PUB.m3u8 && { s=$(since $t); echo "show/$PUB.m3u8 has a segment after ${s}s"; }
  [ "$ABR_MODE" = off ] && a=skip
  [ -z "$a" ] && [ -f $P/abr/$PUB.m3u8 ] && grep -qs '\.ts' $P/abr/${PUB}_720p/index.m3u8 && grep -qs '\.ts' $P/abr/${PUB}_360p/index.m3u8 && { a=$(since $t); echo "abr master + both variants have segments after ${a}s"; }
  [ -n "$s" ] && [ -n "$a" ] && break; sleep 0.1; done
sleep 4
for u in show/$PUB.m3u8 abr/$PUB.m3u8 abr/${PUB}_360p/index.m3u8 show/$KEY.m3u8; do
  echo "  GET /$u -> $(curl -s -o /dev/null -w '%{http_code} %{content_type}' http://127.0.0.1:$HTTP_PORT/$u)"; done
echo "  --- show/$PUB.m3u8:"; sed 's/^/  /' $P/show/$PUB.m3u8; [ -f $P/abr/$PUB.m3u8 ] && { echo "  --- abr/$PUB.m3u8:"; sed 's/^/  /' $P/abr/$PUB.m3u8; }
echo "  files containing the secret key in their name: $(find $P/show $P/abr $P/rec -name "*$KEY*" | wc -l)"

echo; echo "== 3. second publisher with same key"
t=$(now); publish $KEY; echo "2nd ffmpeg rc=$? after $(since $t)s; first publisher alive: $(kill -0 $PUBPID 2>/dev/null && echo yes || echo no)"

echo; echo "== 4. CPU (top, 2nd 5s sample; 100% = one core of 2)"
W=$(pgrep -P $NGX -f 'worker process'); EX=$(pgrep -d, -P $W)
top -b -n 2 -d 5 -p "$NGX,$W,$PUBPID${EX:+,$EX}" | awk '/^top/{n++} n==2' | sed -n '/PID/,$p' | sed "s/^/  /"
echo "  pids: publisher=$PUBPID nginx-worker=$W exec_push-ffmpeg=${EX:-none}"; uptime

echo; echo "== 5. stop publisher -> on_publish_done, recording"
kill -TERM $PUBPID; wait $PUBPID 2>/dev/null; sleep 2
echo "  exec_push ffmpeg still running: $(pgrep -P $W | wc -l)"
cb
F=$(ls $P/rec/*.flv | head -1); t=$(now)
ffmpeg -hide_banner -loglevel error -y -i $F -c copy -movflags +faststart $P/vod/$PUB.mp4 && echo "  remux $F -> vod/$PUB.mp4 in $(since $t)s"
ffprobe -v error -show_entries format=duration,size:stream=codec_name,width,height -of compact $P/vod/$PUB.mp4 | sed 's/^/  /'
echo "  GET /vod/$PUB.mp4 -> $(curl -s -o /dev/null -w '%{http_code} %{content_type} %{size_download}B' http://127.0.0.1:$HTTP_PORT/vod/$PUB.mp4)"
echo "  ENDLIST in show playlist after stop: $(grep -c ENDLIST $P/show/$PUB.m3u8)"

echo; echo "== 6. stop nginx with SIGQUIT (graceful)"
t=$(now); kill -QUIT $NGX; for i in $(seq 100); do kill -0 $NGX 2>/dev/null || break; sleep 0.1; done
kill -0 $NGX 2>/dev/null && { echo "  still running after 10s (open RTMP clients) -> SIGTERM"; kill -TERM $NGX; }
wait $NGX; echo "  master exited rc=$? after $(since $t)s; pid file left: $(ls $P/nginx.pid 2>/dev/null || echo none)"

echo; echo "== 7. stale nginx from a crashed parent (simulated with setsid, parent gone)"
setsid nginx -e $P/logs/error.log -p $P/ -c conf/nginx.conf -g 'daemon off;' </dev/null >/dev/null 2>&1 & disown
sleep 0.5; STALE=$(cat $P/nginx.pid)
echo "  pid file says $STALE, ppid=$(ps -o ppid= -p $STALE), cmdline: $(tr '\0' ' ' </proc/$STALE/cmdline)"
echo "  new start on same ports would fail:"; nginx -e $P/logs/error2.log -p $P/ -c conf/nginx.conf -g 'daemon off;' 2>&1 | head -2 | sed 's/^/    /'
# safe stop: only if /proc/<pid>/cmdline really is an nginx master with OUR prefix
if tr '\0' ' ' </proc/$STALE/cmdline | grep -q "nginx: master process.*-p $P/"; then
  kill -TERM $STALE; for i in $(seq 50); do kill -0 $STALE 2>/dev/null || break; sleep 0.1; done
  echo "  stale master $STALE stopped with SIGTERM: $(kill -0 $STALE 2>/dev/null && echo NO || echo yes); pid file left: $(ls $P/nginx.pid 2>/dev/null || echo none)"
fi

echo; echo "== 8. stop callback, leftovers"
cleanup; trap - EXIT
echo "  our processes left: $(ps -eo pid,args | grep -E "$P|callback.mjs|live/$KEY" | grep -v grep | wc -l)"
