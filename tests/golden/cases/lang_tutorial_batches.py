import torch
import numpy as np

# A tutorial-style data pipeline: split a dataset into batches, normalise, report.
raw = np.arange(20, dtype=np.float32).reshape(10, 2)
dataset = torch.from_numpy(raw)

def batches(data, size):
    out = []
    for start in range(0, len(data), size):
        out.append(data[start:start + size])
    return out

def describe(batch, index):
    mean = batch.sum().item() / batch.numel()
    return {"index": index, "rows": batch.shape[0], "first": batch[0].tolist(), "mean": mean}

reports = [describe(b, i) for i, b in enumerate(batches(dataset, 4))]
for r in reports:
    print(f"batch {r['index']}: {r['rows']} rows, first={r['first']}, mean={r['mean']:.2f}")

sizes = {r["index"]: r["rows"] for r in reports}
print(sizes, sum(sizes.values()) == len(dataset))

def safe_ratio(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float('nan')
    finally:
        pass

print([safe_ratio(x, y) for x, y in [(1, 2), (3, 0)]])
dataset[0, 0] = -1
print(raw[0], "shared with the tensor:", raw[0, 0] == -1)
labels = ['even' if int(v) % 2 == 0 else 'odd' for v in dataset[:, 1]]
print(labels)
