#ifndef APIGEN_CYAML_SHIM_H
#define APIGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
