import Playback

/// Everything background work hands the browser's main thread, through the application's
/// mailbox (`Mailbox<BrowserMessage>`), whose posts wake the run loop.
public enum BrowserMessage: Sendable {
    /// The next message of a catalog loader's ticket: a call's result, a pipeline's report or a
    /// tick of the retry clock. The message itself waits, typed, in the ticket's own queue.
    case catalog(CatalogDelivery)
    /// A cover finished or failed: the page shows it in its next evaluation.
    case cover
    /// The library's file was written, perhaps by another process: the pages show what it
    /// holds now, if that changed.
    case libraryChanged
    /// The account's work (a sign-in, a sync, a timer) came back.
    case account(AccountDelivery)
    /// mpv reported on what plays.
    case playback(PlayerEvent)
}

/// An account's event, on its way to the main thread.
public struct AccountDelivery: Sendable {
    let event: AccountEvent

    package init(_ event: AccountEvent) {
        self.event = event
    }
}

/// Word that one of a ticket's messages is ready to be taken on the main thread.
public struct CatalogDelivery: Sendable {
    let ticket: Int
}
