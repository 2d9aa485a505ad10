// PCRE2 with 8-bit code units (UTF-8); Swift calls the _8 functions, since
// PCRE2's generic names are macros.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// PCRE2_ZERO_TERMINATED and PCRE2_UNSET are expressions Swift can't import.
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }
