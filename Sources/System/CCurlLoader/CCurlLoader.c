#include "CCurlLoader.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

// The few libcurl options and codes used here, by their stable numbers (curl/curl.h), so that
// neither its headers nor the library itself are needed to build.
enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_WRITEFUNCTION = 20011, OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20, OPT_NOPROGRESS = 43, OPT_FOLLOWLOCATION = 52, OPT_MAXREDIRS = 68,
    OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_XFERINFODATA = 10057,
    OPT_XFERINFOFUNCTION = 20219, OPT_ACCEPT_ENCODING = 10102, OPT_HEADERFUNCTION = 20079, OPT_HEADERDATA = 10029,
    OPT_USERAGENT = 10018, OPT_CAINFO = 10065, OPT_CAPATH = 10097, INFO_RESPONSE_CODE = 0x200002,
    OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182, OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
    OPT_HTTPHEADER = 10023, OPT_CUSTOMREQUEST = 10036, OPT_POSTFIELDS = 10015, OPT_POSTFIELDSIZE = 60,
    PROTO_HTTP = 1, PROTO_HTTPS = 2,
    GLOBAL_DEFAULT = 3,
    E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7, E_WRITE_ERROR = 23, E_OPERATION_TIMEDOUT = 28,
    E_ABORTED_BY_CALLBACK = 42, E_SSL_CONNECT_ERROR = 35, E_PEER_FAILED_VERIFICATION = 60, E_SSL_CACERT_BADFILE = 77,
    E_BAD_CONTENT_ENCODING = 61, E_UNSUPPORTED_PROTOCOL = 1, E_TOO_MANY_REDIRECTS = 47,
};

typedef void CURL;
typedef void curl_slist;
static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_reset)(CURL *);
    curl_slist *(*slist_append)(curl_slist *, const char *);
    void (*slist_free_all)(curl_slist *);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
} curl;
static int loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.global_init = (int (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (CURL * (*)(void)) dlsym(library, "curl_easy_init");
    curl.easy_setopt = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (int (*)(CURL *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = (const char *(*)(int))dlsym(library, "curl_easy_strerror");
    curl.easy_reset = (void (*)(CURL *))dlsym(library, "curl_easy_reset");
    curl.slist_append = (curl_slist * (*)(curl_slist *, const char *)) dlsym(library, "curl_slist_append");
    curl.slist_free_all = (void (*)(curl_slist *))dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo
        || !curl.easy_cleanup || !curl.easy_strerror || !curl.easy_reset || !curl.slist_append
        || !curl.slist_free_all) {
        return;
    }
    loaded = curl.global_init(GLOBAL_DEFAULT) == 0;
}

typedef struct {
    ccurl_result *result;
    size_t capacity;
    size_t max_bytes;
    int too_large;
    const volatile int *cancelled;
    // A download's file (-1: the body is kept in memory), and the errno of a write that failed.
    int sink;
    int write_error;
} transfer;

// Writes all of `length` bytes to the transfer's file; 0 (and the errno kept) when it cannot.
static size_t store(transfer *state, const char *bytes, size_t length) {
    size_t written = 0;
    while (written < length) {
        ssize_t step = write(state->sink, bytes + written, length - written);
        if (step < 0 && errno == EINTR) continue;
        if (step <= 0) {
            state->write_error = step < 0 ? errno : EIO;
            return 0;
        }
        written += (size_t)step;
    }
    return length;
}

static size_t receive(char *bytes, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    ccurl_result *result = state->result;
    if (result->size + length > state->max_bytes) {
        state->too_large = 1;
        return 0;
    }
    if (state->sink >= 0) {
        if (store(state, bytes, length) != length) return 0;
        result->size += length;
        return length;
    }
    if (result->size + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 65536;
        while (capacity < result->size + length) capacity *= 2;
        unsigned char *grown = realloc(result->data, capacity);
        if (!grown) return 0;
        result->data = grown;
        state->capacity = capacity;
    }
    memcpy(result->data + result->size, bytes, length);
    result->size += length;
    return length;
}

// Copies a header line's value, trimmed, into `into` (cut to its size).
static void keep_value(const char *bytes, size_t start, size_t end, char *into, size_t size) {
    while (start < end && (bytes[start] == ' ' || bytes[start] == '\t')) start++;
    while (end > start && (bytes[end - 1] == '\r' || bytes[end - 1] == '\n' || bytes[end - 1] == ' ')) end--;
    size_t kept = end - start < size - 1 ? end - start : size - 1;
    memcpy(into, bytes + start, kept);
    into[kept] = 0;
}

// Keeps the last response's Retry-After and ETag (a redirect's own headers come before the
// answer's).
static size_t header(char *bytes, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    static const char status[] = "HTTP/", retry[] = "retry-after:", etag[] = "etag:";
    ccurl_result *result = state->result;
    if (length >= sizeof status - 1 && strncmp(bytes, status, sizeof status - 1) == 0) {
        result->retry_after[0] = 0;
        result->etag[0] = 0;
    } else if (length > sizeof retry - 1 && strncasecmp(bytes, retry, sizeof retry - 1) == 0) {
        keep_value(bytes, sizeof retry - 1, length, result->retry_after, sizeof result->retry_after);
    } else if (length > sizeof etag - 1 && strncasecmp(bytes, etag, sizeof etag - 1) == 0) {
        keep_value(bytes, sizeof etag - 1, length, result->etag, sizeof result->etag);
    }
    return length;
}

// `status`, with libcurl's words for `code` as the reason.
static ccurl_status failed(ccurl_result *result, int code, ccurl_status status) {
    snprintf(result->message, sizeof result->message, "%s", curl.easy_strerror(code));
    return status;
}

static int progress(void *context, long long dltotal, long long dlnow, long long ultotal, long long ulnow) {
    (void)dltotal, (void)dlnow, (void)ultotal, (void)ulnow;
    transfer *state = context;
    return state->cancelled && *state->cancelled ? 1 : 0;
}

struct ccurl_session {
    CURL *handle;
};

ccurl_session *ccurl_session_open(void) {
    pthread_once(&load_once, load);
    if (!loaded) return NULL;
    ccurl_session *session = calloc(1, sizeof *session);
    if (!session) return NULL;
    session->handle = curl.easy_init();
    if (!session->handle) {
        free(session);
        return NULL;
    }
    return session;
}

void ccurl_session_close(ccurl_session *session) {
    if (!session) return;
    curl.easy_cleanup(session->handle);
    free(session);
}

/// What a request other than a plain GET adds: its method, its header lines (each ending in
/// '\n'), its body, and that it follows no redirect (a redirect would carry its credentials
/// to wherever the server says).
typedef struct {
    const char *method;
    const char *headers;
    const char *body;
    size_t body_size;
} request_parts;

static ccurl_status perform(const char *url, long silence_ms, long total_ms, size_t max_bytes,
                            const volatile int *cancelled, const char *user_agent, const char *ca_file,
                            ccurl_session *session, const char *if_none_match, int sink, ccurl_result *result,
                            const request_parts *parts) {
    memset(result, 0, sizeof *result);
    pthread_once(&load_once, load);
    if (!loaded) {
        snprintf(result->message, sizeof result->message, "libcurl (libcurl.so.4) could not be loaded");
        return CCURL_UNAVAILABLE;
    }
    // A session's handle keeps its connections open between transfers (a reset keeps them);
    // without one, each transfer has a handle, and a connection, of its own.
    CURL *handle = session ? session->handle : curl.easy_init();
    if (!handle) {
        snprintf(result->message, sizeof result->message, "libcurl could not start a transfer");
        return CCURL_UNREACHABLE;
    }
    if (session) curl.easy_reset(handle);
    curl_slist *fields = NULL;
    if (if_none_match) {
        char field[sizeof result->etag + 16];
        snprintf(field, sizeof field, "If-None-Match: %s", if_none_match);
        fields = curl.slist_append(NULL, field);
    }
    if (parts && parts->headers) {
        const char *line = parts->headers;
        while (*line) {
            const char *end = strchr(line, '\n');
            size_t length = end ? (size_t)(end - line) : strlen(line);
            char field[8192];
            if (length < sizeof field) {
                memcpy(field, line, length);
                field[length] = 0;
                fields = curl.slist_append(fields, field);
            }
            line += length + (end ? 1 : 0);
        }
    }
    transfer state = {
        .result = result, .max_bytes = max_bytes, .cancelled = cancelled, .sink = sink};
    long silence_seconds = silence_ms < 1000 ? 1 : silence_ms / 1000;
    curl.easy_setopt(handle, OPT_URL, url);
    if (user_agent) curl.easy_setopt(handle, OPT_USERAGENT, user_agent);
    // Without a file of its own, libcurl verifies against the system's store (ca-certificates);
    // with one, against that file alone: the system's folder of authorities is set aside too.
    if (ca_file) {
        curl.easy_setopt(handle, OPT_CAINFO, ca_file);
        curl.easy_setopt(handle, OPT_CAPATH, (char *)NULL);
    }
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    // http and https only, for the request and for every redirect: an address or a redirect
    // from a server must never make libcurl read a file, or speak FTP (or any of the dozens of
    // protocols it knows) to another host. The names are libcurl 7.85's; the bits, older ones'.
    if (curl.easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https") != 0)
        curl.easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    if (curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https") != 0)
        curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, parts ? 0L : 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 5L);
    if (parts) {
        if (parts->body) {
            curl.easy_setopt(handle, OPT_POSTFIELDSIZE, (long)parts->body_size);
            curl.easy_setopt(handle, OPT_POSTFIELDS, parts->body);
        }
        curl.easy_setopt(handle, OPT_CUSTOMREQUEST, parts->method);
    }
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, silence_ms);
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, total_ms);
    curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, silence_seconds);
    // "" asks for every encoding this libcurl decodes (gzip at least, with Debian's zlib) and
    // decodes the answer: the catalog's JSON travels at a fraction of its size; images,
    // already compressed, are sent as they are.
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, receive);
    curl.easy_setopt(handle, OPT_WRITEDATA, &state);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, header);
    curl.easy_setopt(handle, OPT_HEADERDATA, &state);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, &state);
    if (fields) curl.easy_setopt(handle, OPT_HTTPHEADER, fields);
    int code = curl.easy_perform(handle);
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &result->http_code);
    if (!session) curl.easy_cleanup(handle);
    if (fields) curl.slist_free_all(fields);
    if (code == 0) return CCURL_OK;
    if (state.too_large) return CCURL_TOO_LARGE;
    if (state.write_error) {
        snprintf(result->message, sizeof result->message, "%s", strerror(state.write_error));
        return CCURL_NOT_STORED;
    }
    if (code == E_ABORTED_BY_CALLBACK) return CCURL_CANCELLED;
    if (code == E_OPERATION_TIMEDOUT) return CCURL_TIMED_OUT;
    // The server answered, but its body is not in the encoding it names: a malformed answer,
    // which asking again would not mend, not a server that cannot be reached.
    if (code == E_BAD_CONTENT_ENCODING) return failed(result, code, CCURL_UNDECODABLE);
    if (code == E_PEER_FAILED_VERIFICATION || code == E_SSL_CACERT_BADFILE) return failed(result, code, CCURL_UNTRUSTED);
    // Only http and https are asked for, so a protocol refused is one a redirect named; that,
    // or one redirect after another, is the server's doing, which asking again would not mend.
    if (code == E_UNSUPPORTED_PROTOCOL || code == E_TOO_MANY_REDIRECTS) return failed(result, code, CCURL_BAD_REDIRECT);
    // A handshake that failed for another reason (E_SSL_CONNECT_ERROR: a server restarting, say)
    // is a server that cannot be reached, which passes by itself.
    const char *reason = code == E_COULDNT_CONNECT        ? "connection refused"
                         : code == E_COULDNT_RESOLVE_HOST ? "unknown host"
                                                          : curl.easy_strerror(code);
    snprintf(result->message, sizeof result->message, "%s", reason);
    (void)E_WRITE_ERROR, (void)E_SSL_CONNECT_ERROR;
    return CCURL_UNREACHABLE;
}

ccurl_status ccurl_fetch(const char *url, long silence_ms, long total_ms, size_t max_bytes,
                         const volatile int *cancelled, const char *user_agent, const char *ca_file,
                         ccurl_session *session, const char *if_none_match, ccurl_result *result) {
    return perform(url, silence_ms, total_ms, max_bytes, cancelled, user_agent, ca_file, session, if_none_match, -1, result,
                   NULL);
}

ccurl_status ccurl_request(const char *url, const char *method, const char *headers, const char *body, size_t body_size,
                           long silence_ms, long total_ms, size_t max_bytes, const volatile int *cancelled,
                           const char *user_agent, const char *ca_file, ccurl_result *result) {
    request_parts parts = {.method = method, .headers = headers, .body = body, .body_size = body_size};
    return perform(url, silence_ms, total_ms, max_bytes, cancelled, user_agent, ca_file, NULL, NULL, -1, result,
                   &parts);
}

ccurl_status ccurl_download(const char *url, long silence_ms, long total_ms, size_t max_bytes,
                            const volatile int *cancelled, const char *user_agent, const char *ca_file,
                            const char *if_none_match, int file, ccurl_result *result) {
    return perform(url, silence_ms, total_ms, max_bytes, cancelled, user_agent, ca_file, NULL, if_none_match, file,
                   result, NULL);
}

void ccurl_free(ccurl_result *result) {
    free(result->data);
    result->data = NULL;
    result->size = 0;
}
