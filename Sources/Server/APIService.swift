import Accounts
import Catalog
import FoundationEssentials
import TextFormatting

/// Everything `serve` answers: the catalog's routes (`CatalogService`), and when the server
/// keeps accounts, the upstream's account routes and each recording page's favourites for the
/// user asking. Safe from any thread: libmicrohttpd's threads call `respond`.
public final class APIService: Sendable {
    private let catalog: CatalogService
    private let accounts: AccountService?
    private let stores: CatalogStorePool

    public convenience init(stores: CatalogStorePool, limits: RequestLimits = RequestLimits()) {
        self.init(catalog: CatalogService(stores: stores, limits: limits), stores: stores, accounts: nil)
    }

    package init(catalog: CatalogService, stores: CatalogStorePool, accounts: AccountService?) {
        self.catalog = catalog
        self.stores = stores
        self.accounts = accounts
    }

    /// The catalog service's answer, unless the request is an account route's, or a
    /// recording's page whose favourites are the user's own.
    public func respond(to request: HTTPRequest) -> (response: HTTPResponse, problem: String?) {
        guard let accounts, let target = try? RequestTarget.parse(request.target) else {
            return catalog.respond(to: request)
        }
        let segments = target.segments
        if AccountService.handles(segments) {
            do {
                try catalog.check(request)
            } catch {
                return (error.response, nil)
            }
            let answer = accounts.answer(
                AccountRequest(
                    method: request.method == "HEAD" ? "GET" : request.method, segments: segments,
                    search: target.query["search"], authorization: request.header("Authorization"),
                    contentType: request.header("Content-Type"), forwardedFor: request.header("X-Forwarded-For"),
                    body: request.body, clientAddress: request.clientAddress))
            return (Self.response(answer), answer.problem)
        }
        if segments.count == 3, segments[0] == "v1", segments[1] == "recordings",
            !["batch", "count"].contains(segments[2]), ["GET", "HEAD"].contains(request.method)
        {
            return recordingPage(id: segments[2], request, accounts)
        }
        return catalog.respond(to: request)
    }

    /// A recording's page with its favourites as the user asking sees them: made anew for
    /// each request, and kept by no cache.
    private func recordingPage(id: String, _ request: HTTPRequest, _ accounts: AccountService) -> (
        response: HTTPResponse, problem: String?
    ) {
        do {
            try catalog.check(request)
            var detail = try stores.withStore { store in
                try CatalogEndpoints.found(store.recordingDetail(id: id), "Recording", id)
            }
            let standing = try accounts.favoriteStanding(
                recordingID: id, authorization: request.header("Authorization"))
            detail.favoriteCount = standing.count
            detail.isFavorited = standing.isFavorite
            detail.favoritedBy = standing.favoriters.map { FavoritingUser(id: $0.userID, displayName: $0.displayName) }
            return (try .json(detail, headers: [HTTPHeader("Cache-Control", "private, no-store")]), nil)
        } catch let error as APIError {
            return (error.response, nil)
        } catch let error as CatalogQueryError {
            return (APIError.refused(error).response, nil)
        } catch let error as AccountStoreError {
            return (APIError.catalogUnavailable.response, error.description)
        } catch {
            return (APIError.catalogUnavailable.response, String(describing: error))
        }
    }

    private static func response(_ answer: AccountAnswer) -> HTTPResponse {
        let headers =
            answer.headers.map { HTTPHeader($0.name, $0.value) } + [HTTPHeader("Cache-Control", "no-store")]
        return HTTPResponse.json(encoded: Data(answer.body), status: answer.status, headers: headers)
    }
}
