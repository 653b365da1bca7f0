import numpy as np

# Per-column statistics in plain loops, as a first NumPy tutorial writes them.
data = np.arange(12, dtype=np.float64).reshape(4, 3)
means = []
for col in range(data.shape[1]):
    total = 0.0
    for row in range(data.shape[0]):
        total += data[row, col]
    means.append(total / data.shape[0])
print("column means:", means)
print("total matches:", float(data.sum()) == sum(means) * data.shape[0])

def normalize(a):
    out = a.copy()
    for i, row in enumerate(out):
        lo, hi = min(row), max(row)
        out[i] = (row - lo) / (hi - lo)
    return out

print(normalize(data))
labels = {0: 'small', 1: 'large'}
for value in data[:, 0]:
    print(f"{value:5.1f} -> {labels[int(value > 4)]}")
