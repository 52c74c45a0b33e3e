#ifndef CPOSTGRES_LOADER_H
#define CPOSTGRES_LOADER_H

/// libpq, loaded on first use: the catalog's PostgreSQL functions (declared by libpq-fe.h, which
/// CLibPQ imports) are defined here, each calling the library's own. So a program that never
/// connects to PostgreSQL never maps libpq, nor what it brings with it (Kerberos, LDAP, TLS),
/// and starts without the work of linking them.

/// Whether libpq is loaded (loading it the first time); if not, `cpq_load_error` says why.
/// Every other call returns its failure (NULL, 0, a bad status) while libpq cannot be loaded.
int cpq_load(void);
const char *cpq_load_error(void);

#endif
