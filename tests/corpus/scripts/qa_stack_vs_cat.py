# Written for TensorLens in the style of a Q&A answer: "stack vs cat for a list of tensors built in a loop"
import torch

rows = []
for i in range(4):
    rows.append(torch.full((3,), float(i)))
stacked = torch.stack(rows)
concatenated = torch.cat(rows)
print(stacked.shape, concatenated.shape)
print(stacked)
print(torch.stack(rows, dim=1).shape)
try:
    torch.stack([torch.ones(3), torch.ones(4)])
except RuntimeError as e:
    print("RuntimeError:", e)
