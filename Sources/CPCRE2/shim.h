// PCRE2 with 8-bit code units (UTF-8); Swift calls the _8 functions, since
// PCRE2's generic names are macros.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// PCRE2_ZERO_TERMINATED and PCRE2_UNSET are expressions Swift can't import.
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

// The work one match did, counted by an automatic callout before every item
// of the pattern (PCRE2_AUTO_CALLOUT). PCRE2's own match limit is counted
// afresh at each start position, so a pattern such as `(?=.*a).*b` can do
// work quadratic in the text within it; this count covers every position.
typedef struct {
  unsigned long count;
  unsigned long budget;
} cpcre2_work;

static inline int cpcre2_count_work(pcre2_callout_block *block, void *data) {
  (void)block;
  cpcre2_work *work = (cpcre2_work *)data;
  return ++work->count > work->budget ? PCRE2_ERROR_CALLOUT : 0;
}

// pcre2_match with its own match context: the step and depth limits, and a
// work budget (a match that exceeds it returns PCRE2_ERROR_CALLOUT).
static inline int cpcre2_match_bounded(
    const pcre2_code *code, PCRE2_SPTR subject, PCRE2_SIZE length,
    pcre2_match_data *match_data, uint32_t match_limit, uint32_t depth_limit,
    unsigned long budget, unsigned long *used) {
  pcre2_match_context *context = pcre2_match_context_create(NULL);
  if (context == NULL) return PCRE2_ERROR_NOMEMORY;
  cpcre2_work work = {0, budget};
  pcre2_set_match_limit(context, match_limit);
  pcre2_set_depth_limit(context, depth_limit);
  pcre2_set_callout(context, cpcre2_count_work, &work);
  int result = pcre2_match(code, subject, length, 0, 0, match_data, context);
  pcre2_match_context_free(context);
  if (used != NULL) *used = work.count;
  return result;
}

// pcre2_match with only PCRE2's own limits: for a pattern compiled without
// automatic callouts, where the caller bounds the work of every start
// position by `match_limit`.
static inline int cpcre2_match_limited(
    const pcre2_code *code, PCRE2_SPTR subject, PCRE2_SIZE length,
    pcre2_match_data *match_data, uint32_t match_limit, uint32_t depth_limit) {
  pcre2_match_context *context = pcre2_match_context_create(NULL);
  if (context == NULL) return PCRE2_ERROR_NOMEMORY;
  pcre2_set_match_limit(context, match_limit);
  pcre2_set_depth_limit(context, depth_limit);
  int result = pcre2_match(code, subject, length, 0, 0, match_data, context);
  pcre2_match_context_free(context);
  return result;
}
