import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells file storage keys when another process changes their file.
///
/// On Linux it watches the file's directory with `inotify` (a file written atomically is a new
/// file moved over the old one, so the file itself can't be watched), from one thread that runs
/// while anything is watched and ends when nothing is. Elsewhere, files are not followed.
final class FileWatcher: @unchecked Sendable {
  static let shared = FileWatcher()

  private struct Directory {
    let path: String
    var handlers: [String: [UUID: @Sendable () -> Void]] = [:]
  }

  private let lock = NSLock()
  #if canImport(Glibc)
    private var descriptor: Int32 = -1
    private var directories: [Int32: Directory] = [:]
    private var isReading = false
  #endif

  func watch(_ url: URL, _ handler: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if canImport(Glibc)
      let directoryPath = url.deletingLastPathComponent().path
      let name = url.lastPathComponent
      try? FileManager.default.createDirectory(
        atPath: directoryPath,
        withIntermediateDirectories: true
      )
      let id = UUID()
      let watch: Int32? = self.lock.withLock {
        if self.descriptor < 0 {
          self.descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        }
        guard self.descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        let watch = inotify_add_watch(self.descriptor, directoryPath, mask)
        guard watch >= 0 else { return nil }
        self.directories[watch, default: Directory(path: directoryPath)]
          .handlers[name, default: [:]][id] = handler
        if !self.isReading {
          self.isReading = true
          let thread = Thread { [self] in self.readEvents() }
          thread.name = "ComposableArchitecture.FileWatcher"
          thread.start()
        }
        return watch
      }
      guard let watch else { return SharedSubscription {} }
      return SharedSubscription { [weak self] in
        self?.unwatch(watch, name: name, id: id)
      }
    #else
      return SharedSubscription {}
    #endif
  }

  #if canImport(Glibc)
    private func unwatch(_ watch: Int32, name: String, id: UUID) {
      self.lock.withLock {
        self.directories[watch]?.handlers[name]?[id] = nil
        if self.directories[watch]?.handlers[name]?.isEmpty == true {
          self.directories[watch]?.handlers[name] = nil
        }
        if self.directories[watch]?.handlers.isEmpty == true {
          self.directories[watch] = nil
          _ = inotify_rm_watch(self.descriptor, watch)
        }
      }
    }

    /// Reads events until nothing is watched any more, waking up at least every 200 ms to check.
    private func readEvents() {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let descriptor: Int32? = self.lock.withLock {
          guard !self.directories.isEmpty else {
            self.isReading = false
            return nil
          }
          return self.descriptor
        }
        guard let descriptor else { return }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 200) > 0 else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { continue }
        let handlers = self.lock.withLock {
          Self.events(in: buffer[..<count]).flatMap { watch, mask, name in
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
              // Events were lost: every watched file may have changed.
              return self.directories.values.flatMap { $0.handlers.values.flatMap(\.values) }
            }
            if mask & UInt32(IN_IGNORED) != 0 {
              // The directory is gone, and the kernel may reuse its watch number.
              self.directories[watch] = nil
              return []
            }
            return self.directories[watch]?.handlers[name].map { Array($0.values) } ?? []
          }
        }
        for handler in handlers {
          handler()
        }
      }
    }

    /// The (watch, mask, file name) of the `inotify_event` records in a buffer: a 32-bit watch
    /// descriptor, mask and cookie, a 32-bit name length, then the name, padded with NULs.
    private static func events(in bytes: ArraySlice<UInt8>) -> [(Int32, UInt32, String)] {
      var events: [(Int32, UInt32, String)] = []
      var offset = bytes.startIndex
      func integer(at position: Int) -> UInt32 {
        // inotify writes in the machine's byte order: little-endian on every Linux Swift runs on.
        UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8
          | UInt32(bytes[position + 2]) << 16 | UInt32(bytes[position + 3]) << 24
      }
      while offset + 16 <= bytes.endIndex {
        let watch = Int32(bitPattern: integer(at: offset))
        let mask = integer(at: offset + 4)
        let length = Int(integer(at: offset + 12))
        let nameStart = offset + 16
        let nameEnd = min(nameStart + length, bytes.endIndex)
        let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
        events.append((watch, mask, String(decoding: nameBytes, as: UTF8.self)))
        offset = nameEnd
      }
      return events
    }
  #endif
}
