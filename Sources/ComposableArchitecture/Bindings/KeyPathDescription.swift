// Binding actions print their key path (`.set(\Settings.State.displayName, "Blob")`), and so
// do `_printChanges()` and test failures. The standard library names a computed property in a key
// path only when `dladdr` finds the symbol of its accessor. On Linux `dladdr` sees exported
// symbols only, and every `@ObservableState` field is a computed property whose accessors are
// local symbols, so the key path prints as `\Settings.State.<computed 0x00005f3a… (String)>`.
// This file finds those names in the ELF symbol table of the binary instead. It only runs when a
// key path is described, never on the path that sends an action.

#if canImport(Glibc)
  import Foundation
  import Glibc
  import Synchronization
#endif

/// Describes a key path as Swift source would write it, with its root type qualified as
/// `customDump` names types (`\Settings.State.displayName`), and naming computed properties when
/// their symbols can be found.
func _describeKeyPath(_ keyPath: AnyKeyPath) -> String {
  var description = keyPath.debugDescription
  #if canImport(Glibc)
    description = ComputedPropertyNames.shared.replacingComputedComponents(in: description)
  #endif
  let rootType = type(of: keyPath).rootType
  let shortRoot = "\\\(rootType)"
  var qualifiedRoot = ""
  customDump(rootType, to: &qualifiedRoot)
  if qualifiedRoot.hasSuffix(".self") {
    qualifiedRoot.removeLast(".self".count)
  }
  if description.hasPrefix(shortRoot), !qualifiedRoot.isEmpty {
    description = "\\" + qualifiedRoot + description.dropFirst(shortRoot.count)
  }
  return description
}

#if canImport(Glibc)
  /// Names the computed components of key path descriptions from the binary's symbol tables.
  final class ComputedPropertyNames: Sendable {
    static let shared = ComputedPropertyNames()

    private let names = Mutex<[UInt: String]>([:])
    private let misses = Mutex<Set<UInt>>([])

    /// Replaces each `<computed 0xADDRESS (Type)>` in a key path description by the property's
    /// name, when it can be found; leaves the component as it is otherwise.
    func replacingComputedComponents(in description: String) -> String {
      let marker = "<computed 0x"
      guard description.contains(marker) else { return description }
      var result = ""
      var rest = Substring(description)
      while let start = rest.range(of: marker) {
        result += rest[..<start.lowerBound]
        let afterMarker = rest[start.upperBound...]
        guard
          let component = Self.parseComponent(afterMarker),
          let name = self.name(at: component.address)
        else {
          result += rest[start.lowerBound..<start.upperBound]
          rest = afterMarker
          continue
        }
        result += name
        rest = afterMarker[component.end...]
      }
      result += rest
      return result
    }

    /// Parses `HEX (Type)>` and returns the address and the index after the closing `>`.
    private static func parseComponent(
      _ text: Substring
    ) -> (address: UInt, end: Substring.Index)? {
      let hex = text.prefix { $0.isHexDigit }
      guard let address = UInt(hex, radix: 16) else { return nil }
      var index = hex.endIndex
      guard text[index...].hasPrefix(" (") else { return nil }
      index = text.index(index, offsetBy: 2)
      var depth = 1
      while index < text.endIndex, depth > 0 {
        switch text[index] {
        case "(": depth += 1
        case ")": depth -= 1
        default: break
        }
        index = text.index(after: index)
      }
      guard depth == 0, index < text.endIndex, text[index] == ">" else { return nil }
      return (address, text.index(after: index))
    }

    private func name(at address: UInt) -> String? {
      if let name = self.names.withLock({ $0[address] }) { return name }
      if self.misses.withLock({ $0.contains(address) }) { return nil }
      guard
        let symbol = Self.symbolName(at: address),
        let demangled = Self.demangle(symbol),
        let name = Self.propertyName(fromDemangled: demangled)
      else {
        self.misses.withLock { _ = $0.insert(address) }
        return nil
      }
      self.names.withLock { $0[address] = name }
      return name
    }

    /// `key path getter for Module.Type.name : Swift.String : Module.Type` (or
    /// `Module.Type.name.getter : Swift.String`) → `name`.
    static func propertyName(fromDemangled demangled: String) -> String? {
      var text = Substring(demangled)
      for prefix in ["key path getter for ", "key path setter for "] where text.hasPrefix(prefix) {
        text = text.dropFirst(prefix.count)
      }
      if let typeAnnotation = text.range(of: " : ") {
        text = text[..<typeAnnotation.lowerBound]
      }
      for suffix in [".getter", ".modify", ".setter"] where text.hasSuffix(suffix) {
        text = text.dropLast(suffix.count)
      }
      guard let lastDot = text.lastIndex(of: ".") else { return nil }
      let name = text[text.index(after: lastDot)...]
      // A property wrapper's projection (`$field`) is named with a leading dollar sign.
      guard
        let first = name.first,
        first.isLetter || first == "_" || first == "$",
        name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      return String(name)
    }

    // MARK: Symbols

    private typealias DladdrFunction =
      @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias DemangleFunction =
      @convention(c) (
        UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?,
        UInt32
      ) -> UnsafeMutablePointer<CChar>?

    /// `Dl_info`, which Glibc's module map doesn't import.
    private struct DynamicLinkInfo {
      var fileName: UnsafePointer<CChar>?
      var fileBase: UnsafeRawPointer?
      var symbolName: UnsafePointer<CChar>?
      var symbolAddress: UnsafeRawPointer?
    }

    private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
      guard
        let handle = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(handle, name)
      else { return nil }
      return unsafeBitCast(symbol, to: type)
    }

    /// The mangled name of the symbol that starts at `address`, from the dynamic symbol table or,
    /// failing that, the ELF symbol table of the file that holds it.
    private static func symbolName(at address: UInt) -> String? {
      guard
        let dladdr = Self.lookUp("dladdr", as: DladdrFunction.self),
        let pointer = UnsafeRawPointer(bitPattern: address)
      else { return nil }
      var info = DynamicLinkInfo()
      guard
        withUnsafeMutablePointer(to: &info, { dladdr(pointer, UnsafeMutableRawPointer($0)) }) != 0
      else { return nil }
      if let symbolName = info.symbolName, info.symbolAddress == pointer {
        return String(cString: symbolName)
      }
      guard
        let fileBase = info.fileBase,
        let path = Self.mappedPath(startingAt: UInt(bitPattern: fileBase)),
        let file = ELFFile(path: path)
      else { return nil }
      return file.symbolName(at: address - UInt(bitPattern: fileBase) + file.firstLoadAddress)
    }

    /// The absolute path of the file mapped at `start`, from `/proc/self/maps`.
    private static func mappedPath(startingAt start: UInt) -> String? {
      guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
        return nil
      }
      for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard
          fields.count == 6,
          let range = fields.first?.split(separator: "-").first,
          UInt(range, radix: 16) == start
        else { continue }
        let path = fields[5].trimmingCharacters(in: .whitespaces)
        return path.hasPrefix("/") ? path : nil
      }
      return nil
    }

    private static func demangle(_ mangled: String) -> String? {
      guard let demangle = Self.lookUp("swift_demangle", as: DemangleFunction.self) else {
        return nil
      }
      return mangled.withCString { name in
        guard let demangled = demangle(name, strlen(name), nil, nil, 0) else { return nil }
        defer { free(demangled) }
        return String(cString: demangled)
      }
    }
  }

  /// A read-only mapping of an ELF64 little-endian file, enough to look up its symbol table.
  private struct ELFFile: ~Copyable {
    private let base: UnsafeRawPointer
    private let size: Int
    /// The virtual address at which file offset 0 is loaded (0 for shared objects and PIE).
    let firstLoadAddress: UInt

    init?(path: String) {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_size > 64 else { return nil }
      let size = Int(status.st_size)
      guard
        let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
        mapping != MAP_FAILED
      else { return nil }
      let base = UnsafeRawPointer(mapping)
      // "\u{7F}ELF", 64-bit, little-endian.
      guard
        base.load(as: UInt32.self) == 0x464C_457F,
        base.load(fromByteOffset: 4, as: UInt8.self) == 2,
        base.load(fromByteOffset: 5, as: UInt8.self) == 1
      else {
        munmap(mapping, size)
        return nil
      }
      self.base = base
      self.size = size
      self.firstLoadAddress = Self.firstLoadAddress(base: base, size: size)
    }

    deinit {
      munmap(UnsafeMutableRawPointer(mutating: self.base), self.size)
    }

    private static func firstLoadAddress(base: UnsafeRawPointer, size: Int) -> UInt {
      let programHeaders = Int(base.loadUnaligned(fromByteOffset: 0x20, as: UInt64.self))
      let entrySize = Int(base.loadUnaligned(fromByteOffset: 0x36, as: UInt16.self))
      let count = Int(base.loadUnaligned(fromByteOffset: 0x38, as: UInt16.self))
      for index in 0..<count {
        let header = programHeaders + index * entrySize
        guard header + 56 <= size else { break }
        let type = base.loadUnaligned(fromByteOffset: header, as: UInt32.self)
        let offset = base.loadUnaligned(fromByteOffset: header + 8, as: UInt64.self)
        if type == 1 /* PT_LOAD */ && offset == 0 {
          return UInt(base.loadUnaligned(fromByteOffset: header + 16, as: UInt64.self))
        }
      }
      return 0
    }

    /// The name of the symbol whose value is `value`, preferring the full symbol table.
    func symbolName(at value: UInt) -> String? {
      let sectionHeaders = Int(self.base.loadUnaligned(fromByteOffset: 0x28, as: UInt64.self))
      let entrySize = Int(self.base.loadUnaligned(fromByteOffset: 0x3A, as: UInt16.self))
      let count = Int(self.base.loadUnaligned(fromByteOffset: 0x3C, as: UInt16.self))
      guard entrySize >= 64, sectionHeaders + count * entrySize <= self.size else { return nil }

      func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int) {
        let header = sectionHeaders + index * entrySize
        return (
          self.base.loadUnaligned(fromByteOffset: header + 4, as: UInt32.self),
          Int(self.base.loadUnaligned(fromByteOffset: header + 24, as: UInt64.self)),
          Int(self.base.loadUnaligned(fromByteOffset: header + 32, as: UInt64.self)),
          Int(self.base.loadUnaligned(fromByteOffset: header + 40, as: UInt32.self))
        )
      }

      for wantedType: UInt32 in [2 /* SHT_SYMTAB */, 11 /* SHT_DYNSYM */] {
        for index in 0..<count {
          let symbols = section(index)
          guard symbols.type == wantedType, symbols.link < count else { continue }
          let strings = section(symbols.link)
          guard
            symbols.offset + symbols.size <= self.size,
            strings.offset + strings.size <= self.size
          else { continue }
          var symbol = symbols.offset
          while symbol + 24 <= symbols.offset + symbols.size {
            defer { symbol += 24 }
            guard
              self.base.loadUnaligned(fromByteOffset: symbol + 8, as: UInt64.self) == value
            else { continue }
            let nameOffset = Int(self.base.loadUnaligned(fromByteOffset: symbol, as: UInt32.self))
            guard nameOffset > 0, nameOffset < strings.size else { continue }
            let name = String(
              cString: (self.base + strings.offset + nameOffset).assumingMemoryBound(to: CChar.self)
            )
            // Several symbols can share an address; the key path accessor thunks are the ones
            // that name the property.
            if name.hasPrefix("$s") { return name }
          }
        }
      }
      return nil
    }
  }
#endif
