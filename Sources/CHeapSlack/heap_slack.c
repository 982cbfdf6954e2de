// SPDX-License-Identifier: MIT
#include "heap_slack.h"

#include <malloc.h>

int cubescroll_keep_heap_slack(int bytes) {
    return mallopt(M_TOP_PAD, bytes);
}
