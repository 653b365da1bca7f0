# torch.logspace's CPU kernel dispatches no bool and no Half; one step fills before it.
import torch
print(torch.logspace(0, 1, 1, dtype=torch.float16))
print(torch.logspace(0, 1, 0, dtype=torch.float16))
print(torch.logspace(0, 1, 1, dtype=torch.bool))
try:
    torch.logspace(0, 1, 2, dtype=torch.bool)
except RuntimeError as e:
    print(e)
print(torch.logspace(0, 2, 3, dtype=torch.bfloat16))
print(torch.logspace(0, 1, 3, dtype=torch.float16))
