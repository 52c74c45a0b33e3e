/// Where the browser that follows links runs (the config's `browser`): in this terminal,
/// which it is given until it ends, or apart from it; `auto` tells by the browser's name.
package enum BrowserPlacement: String, CaseIterable, Sendable {
    case auto, terminal, desktop
}
