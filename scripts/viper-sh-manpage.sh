#!/usr/bin/env bash
# viper-sh(1) from `viper-sh --help` (viper-sh is bash: no argument parser to
# generate it from). The help text is the page's body, verbatim.
#   scripts/viper-sh-manpage.sh PATH/TO/viper-sh VERSION > viper-sh.1
set -euo pipefail
sh=$1 version=$2
help=$("$sh" --help)
escape() { sed -e 's/\\/\\e/g' -e 's/^[.'"'"']/\\\&&/'; }
cat <<ROFF
.TH VIPER-SH 1 "" "viper-sh $version" "ViperHost"
.SH NAME
viper-sh \\- a shell frontend for viper-host (bash + jq)
.SH SYNOPSIS
.nf
$(printf '%s\n' "$help" | sed -n '1,/^$/p' | sed 's/^usage: //' | escape)
.fi
.SH DESCRIPTION
.nf
$(printf '%s\n' "$help" | escape)
.fi
.SH SEE ALSO
.BR viper-host (1)
ROFF
