# Written for TensorLens in the style of a Q&A answer: "torch.tensor vs torch.from_numpy vs torch.as_tensor: which one copies?"
import numpy as np
import torch

a = np.arange(4, dtype=np.float32)
candidates = {
    "torch.tensor": torch.tensor(a),
    "torch.from_numpy": torch.from_numpy(a),
    "torch.as_tensor": torch.as_tensor(a),
    "torch.as_tensor(float64)": torch.as_tensor(a, dtype=torch.float64),
    "torch.Tensor": torch.Tensor(a),
}
a[0] = -1
for name, t in candidates.items():
    shares = t[0].item() == -1
    print(f"{name:26s} dtype={t.dtype} shares={shares}")
