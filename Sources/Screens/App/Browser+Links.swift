import Browsing
import Catalog
import Layout
import UntrustedText

/// Links: following one from a page (the desktop's browser, else the clipboard), and the `:`
/// prompt, where a link or a song's or an artist's name is typed to go there.
extension Browser {
    /// Enter or a click on a link: the desktop's browser opens it; without one, it is copied to
    /// the clipboard and shown whole to be copied by hand. What is not a web link is only shown.
    public func follow(link url: String) {
        clearNotices()
        guard WebLink.isFollowable(url) else {
            message = "Not a web link, so not opened: \(url)"
            return
        }
        if links.open(url) {
            linkNotice = LinkNotice(url: url, opened: true)
        } else {
            links.copy(url)
            linkNotice = LinkNotice(url: url, opened: false)
        }
    }

    /// `:` or Ctrl-O: a line to type a link or a name into; Enter goes there, Esc closes it.
    public func askForLink() { linkPrompt = "" }

    /// What Enter in the `:` prompt does: a link opens; a song's or an artist's name opens
    /// its page, or, if no title or name is exactly it, what it finds is offered to choose
    /// from, the page on screen staying as it is.
    public func go(to text: String) {
        if DeepLink.isMeant(text) || text.allSatisfy(\.isWhitespace) {
            open(link: text)
            return
        }
        lookups.cancelAll()
        let shown = UntrustedText.forMessage(text)
        lookups.load({ store in try NameLookup.find(text, in: store) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(.song(let id)): openSheet(.song(id: id, anchor: nil))
            case .success(.artist(let id)): openSheet(.artist(id: id, anchor: nil))
            case .success(.choices(let choices)):
                nameChoices = choices
                context.focus(.nameChoice(index: 0))
            case .success(.nothing):
                message = "No link, song or artist matches “\(shown)”."
            case .failure(let failure): message = "Could not look “\(shown)” up: \(failure.description)"
            }
        }
    }

    /// What a name typed after `:` found, to choose from: Enter opens one as a sheet; Esc
    /// closes the panel.
    func nameChoicesPanel(_ choices: NameChoices) -> Element {
        let found = [
            choices.songsFound > 0 ? GroupedNumber.counted(choices.songsFound, "song") : nil,
            choices.artistsFound > 0 ? GroupedNumber.counted(choices.artistsFound, "artist") : nil,
        ]
        let more = choices.songsFound - choices.songs.count + choices.artistsFound - choices.artists.count
        let buttons =
            choices.songs.map { choice in (choice, "Song: ", Route.song(id: choice.id, anchor: nil)) }
            + choices.artists.map { choice in (choice, "Artist: ", Route.artist(id: choice.id, anchor: nil)) }
        return VStack(spacing: 0) {
            Text(
                "“\(choices.query)” names none exactly; it finds \(found.compactMap { $0 }.joined(separator: " and ")):"
            )
            .bold().lineLimit(2)
            for (index, (choice, kind, route)) in buttons.enumerated() {
                Button(title: choice.name, action: { [unowned self] in openSheet(route) }) {
                    Text(kind + choice.name).lineLimit(1)
                }
                .id(FocusTarget.nameChoice(index: index))
            }
            Text(
                (more > 0 ? "\(GroupedNumber.text(more)) more not shown: type more of the name. " : "")
                    + "Enter opens; Esc closes."
            )
            .dim()
        }
        .padding(horizontal: 1, vertical: 0)
        .frame(maxWidth: Proposal.unlimited)
        .border()
        .focusSection(.panel)
    }

    /// The `:` prompt's line, above the page.
    func linkPromptLine(typed: String) -> Element {
        HStack(spacing: 1) {
            Text("Open:").bold()
            TextField(
                Self.linkPromptLabel, text: typed,
                onChange: { [unowned self] in linkPrompt = $0 },
                onSubmit: { [unowned self] in
                    let typed = linkPrompt ?? ""
                    linkPrompt = nil
                    go(to: typed)
                }
            )
            .id(FocusTarget.linkPrompt)
            .frame(maxWidth: Proposal.unlimited)
        }
        .focusSection(.panel)
    }

    /// What became of the last link followed: opened, or copied and shown whole to copy by hand.
    @ViewBuilder func linkNoticeLines(_ notice: LinkNotice) -> Element {
        if notice.opened {
            Text("Opened in the browser: " + notice.url).lineLimit(1)
        } else {
            Text("No browser to open it here (set $BROWSER); copied to the clipboard:").bold().lineLimit(1)
            Text(notice.url)
        }
    }
}
