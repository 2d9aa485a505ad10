/// Limits and choices for loading YAML from untrusted hands.
public struct YAMLLoadOptions: Sendable {
  /// The deepest nesting of sequences and mappings accepted. Deeper input
  /// fails at the first node past the limit, so a file of a hundred thousand
  /// `[` fails fast instead of exhausting the stack later.
  public var maximumDepth: Int
  /// How many nodes aliases may add in all by being expanded. A "billion
  /// laughs" file fails as soon as its expansion passes this budget.
  public var aliasExpansionBudget: Int
  /// How many bytes of scalar text aliases may repeat in all. A large
  /// scalar aliased hundreds of times fails here even though it adds few
  /// nodes. The default, 4 MiB, is far more than descriptions and packs
  /// alias (a few short lists), and keeps the expanded data a small
  /// multiple of the 16 MB a description may have.
  public var aliasExpansionByteBudget: Int
  /// The most nodes (scalars, sequences, mappings, and those aliases add)
  /// one document may have: a file of millions of tiny values fails as
  /// soon as it passes this, while it is parsed, not after a tree of it is
  /// built. The default, 1,000,000, is far above any description or pack.
  public var maximumNodes: Int
  /// Whether mappings may repeat a key. YAML forbids it; this loader rejects
  /// it and names both places.
  public var allowsDuplicateKeys: Bool
  /// Keys whose values are secret: an error about such a value says what
  /// is wrong and where, without quoting it.
  public var secretKeys: Set<String>

  /// Creates options; the defaults suit app descriptions and rule packs.
  public init(
    maximumDepth: Int = 128,
    aliasExpansionBudget: Int = 100_000,
    aliasExpansionByteBudget: Int = 4 << 20,
    maximumNodes: Int = 1_000_000,
    allowsDuplicateKeys: Bool = false,
    secretKeys: Set<String> = []
  ) {
    self.aliasExpansionByteBudget = aliasExpansionByteBudget
    self.maximumNodes = maximumNodes
    self.maximumDepth = maximumDepth
    self.aliasExpansionBudget = aliasExpansionBudget
    self.allowsDuplicateKeys = allowsDuplicateKeys
    self.secretKeys = secretKeys
  }
}
