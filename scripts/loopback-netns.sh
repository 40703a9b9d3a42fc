#!/bin/sh
# Runs a command in a network namespace of its own whose only addresses are loopback ones, so that
# WebRTC media between the browser and Janus cannot leave 127.0.0.1 (the video journey asserts it).
# Janus never gathers ICE candidates on the loopback device itself (it skips IFF_LOOPBACK
# interfaces), so 127.0.0.1 is also given to one end of a veth pair that exists only inside the
# namespace and leads nowhere. Needs util-linux's unshare and iproute2's ip (both in Debian).
set -eu
exec unshare --map-root-user --net sh -c '
  ip link set lo up
  ip link add foyer0 type veth peer name foyer1
  ip addr add 127.0.0.1/32 dev foyer0
  ip link set foyer0 up
  ip link set foyer1 up
  exec "$@"
' sh "$@"
