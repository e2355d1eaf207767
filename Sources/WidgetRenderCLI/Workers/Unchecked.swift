/// A value handed to the threads of a sheet run that the compiler cannot prove `Sendable`:
/// the catalog's widgets and the output sinks, which hold closures.
///
/// It is safe because the threads only read it: a ``CatalogWidget`` renders from values it
/// was made with (as ``BatchJob``s already share them), and the sinks are called from any
/// thread in a batch anyway.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
