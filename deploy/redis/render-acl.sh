#!/bin/sh
# Renders a Netline Redis ACL file (deploy/redis/<env>.acl) into the file redis-server loads (aclfile):
# each enabled user gets the SHA-256 of its password, read from REDIS_PASSWORD_<USER> (upper case, `-`
# as `_`: REDIS_PASSWORD_WEBHOOK_DISPATCHER), so neither the repository nor the rendered file holds a
# password; the comment lines, which Redis refuses in an ACL file, are dropped. Stops, naming them, when
# a password is missing. Any arguments after the two files are run once the file is written (a
# container's entrypoint: render, then exec the server).
#
#   REDIS_PASSWORD_GATEWAY=… … sh deploy/redis/render-acl.sh deploy/redis/production.acl /run/redis/users.acl
#   sh render-acl.sh /etc/redis/netline.acl /data/netline.acl docker-entrypoint.sh redis-server --aclfile /data/netline.acl
#
# POSIX sh, with sha256sum (coreutils, busybox) or else `shasum -a 256` or `openssl dgst -sha256 -r`.
set -eu

if [ $# -lt 2 ]; then
  echo "usage: render-acl.sh <env>.acl <output file> [command to run after …]" >&2
  exit 2
fi
source_file=$1
output_file=$2
shift 2

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256
  else
    openssl dgst -sha256 -r
  fi
}

umask 077
rendered="$output_file.rendering.$$"
trap 'rm -f "$rendered"' EXIT
: >"$rendered"
missing=""
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    '' | '#'*) continue ;;
    'user '*) ;;
    *)
      echo "render-acl.sh: $source_file: not an ACL user line: $line" >&2
      exit 1
      ;;
  esac
  name=$(printf '%s\n' "$line" | cut -d' ' -f2)
  state=$(printf '%s\n' "$line" | cut -d' ' -f3)
  case $name in
    '' | *[!a-z0-9-]*)
      echo "render-acl.sh: $source_file: unexpected user name '$name'" >&2
      exit 1
      ;;
  esac
  if [ "$state" = on ]; then
    variable="REDIS_PASSWORD_$(printf '%s' "$name" | tr 'a-z-' 'A-Z_')"
    eval "password=\${$variable:-}"
    if [ -z "$password" ]; then
      missing="$missing $variable"
      continue
    fi
    hash=$(printf '%s' "$password" | sha256 | cut -d' ' -f1)
    line="$line #$hash"
  fi
  printf '%s\n' "$line" >>"$rendered"
done <"$source_file"

if [ -n "$missing" ]; then
  echo "render-acl.sh: set each Redis user's password:$missing" >&2
  exit 1
fi
mv "$rendered" "$output_file"
trap - EXIT
if [ $# -gt 0 ]; then exec "$@"; fi
