import torch
t = torch.arange(6.).reshape(2, 3)
tt = t.t()
print(tt.is_contiguous())
print(tt.reshape(6))
v = tt.view(6)
print("not reached")
