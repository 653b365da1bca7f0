#pragma once
// NumPy's `order=` for new arrays: C (row-major), F (column-major), A (F when the source is
// F-contiguous, else C) and K (the source's own stride order).
namespace tl {

enum class MemoryOrder { C, F, A, K };

} // namespace tl
