#ifndef REVIEWREADY_CYAML_SHIM_H
#define REVIEWREADY_CYAML_SHIM_H
#include <yaml.h>
#endif
