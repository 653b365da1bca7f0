import torch
t = torch.arange(12.).reshape(3, 4)
print(t.is_contiguous(), t.t().is_contiguous(), t[1].is_contiguous())
print(t[:, 1].is_contiguous(), t[1:].is_contiguous(), t[:, 1:].is_contiguous())
print(t[::2].is_contiguous(), t.transpose(0, 1).contiguous().is_contiguous())
print(t.t().t().is_contiguous(), torch.tensor(1.).is_contiguous())
print(t[:, :1].is_contiguous(), t[:1, :].is_contiguous())
c = t[:, 1]
print(c.contiguous().stride(), c.contiguous() is c)
