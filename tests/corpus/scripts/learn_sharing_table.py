# Written for TensorLens in the style of a learner's table of which operations share memory
import torch

x = torch.arange(12, dtype=torch.float32).reshape(3, 4)

ops = {
    "view(4, 3)": lambda t: t.view(4, 3),
    "reshape(4, 3)": lambda t: t.reshape(4, 3),
    "t()": lambda t: t.t(),
    "t().reshape(12)": lambda t: t.t().reshape(12),
    "contiguous()": lambda t: t.contiguous(),
    "clone()": lambda t: t.clone(),
    "detach()": lambda t: t.detach(),
    "[1:]": lambda t: t[1:],
    "[[0, 2]]": lambda t: t[[0, 2]],
    "flatten()": lambda t: t.flatten(),
    "to(float64)": lambda t: t.to(torch.float64),
    "numpy()": lambda t: torch.from_numpy(t.numpy()),
}

for name, op in ops.items():
    y = op(x)
    shares = y.storage().data_ptr() == x.storage().data_ptr()
    print(f"{name:18s} {'shares' if shares else 'copies'}")
