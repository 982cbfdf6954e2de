// SPDX-License-Identifier: MIT
#ifndef CUBESCROLL_HEAP_SLACK_H
#define CUBESCROLL_HEAP_SLACK_H

/// Asks glibc's allocator to keep `bytes` of free memory at the top of its main heap whenever it
/// grows it or gives memory back (mallopt(3), M_TOP_PAD), instead of growing and shrinking the heap
/// with brk(2) around every short-lived block. Call it once, before anything allocates much.
/// Returns 1 when glibc accepted the value, 0 when it did not (the process then runs with glibc's
/// defaults, which is correct, only slower on llvmpipe; docs/performance.md, "Heap churn on llvmpipe").
int cubescroll_keep_heap_slack(int bytes);

#endif
