/// What assistive technology says for an SF Symbol: a button whose label is
/// `Image(systemName: "plus")` is "Add" to VoiceOver, not "plus". Symbols not listed are named
/// after the words of their name, without its variants ("icloud.and.arrow.down.fill" is
/// "icloud and arrow down").
enum SymbolNames {
  static func spokenName(of systemName: String) -> String {
    var words = systemName.split(separator: ".").map(String.init)
    // "plus.circle.fill" is "plus" drawn in a filled circle: it says what "plus" says.
    while true {
      if let name = Self.names[words.joined(separator: ".")] {
        return name
      }
      guard words.count > 1, let last = words.last, Self.variants.contains(last) else { break }
      words.removeLast()
    }
    return words.joined(separator: " ")
  }

  private static let variants: Set<String> = [
    "fill", "circle", "square", "rectangle", "slash", "badge", "inverse",
  ]

  private static let names: [String: String] = [
    "plus": "Add", "minus": "Remove", "multiply": "Close", "xmark": "Close",
    "trash": "Delete", "pencil": "Edit", "square.and.pencil": "Compose",
    "square.and.arrow.up": "Share", "magnifyingglass": "Search", "gear": "Settings",
    "gearshape": "Settings", "ellipsis": "More", "info": "More Info", "checkmark": "Checkmark",
    "heart": "Love", "star": "Favorite", "bookmark": "Bookmark", "bell": "Notifications",
    "person": "Person", "house": "Home", "play": "Play", "pause": "Pause", "stop": "Stop",
    "forward": "Fast Forward", "backward": "Rewind", "mic": "Microphone", "camera": "Camera",
    "photo": "Photo", "calendar": "Calendar", "clock": "Clock", "map": "Map",
    "location": "Location", "envelope": "Mail", "phone": "Phone", "message": "Message",
    "paperplane": "Send", "link": "Link", "globe": "Globe", "lock": "Locked",
    "lock.open": "Unlocked", "arrow.clockwise": "Refresh", "arrow.counterclockwise": "Undo",
    "arrow.uturn.backward": "Undo", "chevron.right": "Forward", "chevron.left": "Back",
    "chevron.up": "Up", "chevron.down": "Down", "arrow.right": "Forward",
    "arrow.left": "Back", "arrow.up": "Up", "arrow.down": "Down",
    "exclamationmark.triangle": "Warning", "questionmark": "Help", "list.bullet": "List",
    "line.3.horizontal.decrease": "Filter", "slider.horizontal.3": "Adjust",
    "folder": "Folder", "doc": "Document", "tray": "Inbox", "archivebox": "Archive",
    "flag": "Flag", "tag": "Tag", "cart": "Cart", "eye": "Show", "eye.slash": "Hide",
    "arrow.up.forward": "Open", "icloud.and.arrow.down": "Download",
    "icloud.and.arrow.up": "Upload", "square.and.arrow.down": "Save",
  ]
}
