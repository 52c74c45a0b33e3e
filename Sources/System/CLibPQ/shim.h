// libpq's declarations only: the library is loaded by CPostgresLoader when first used, so it
// is not linked.
#include <postgresql/libpq-fe.h>
