import torch
t = torch.arange(6.).reshape(2, 3)
tt = t.t()
c = tt.clone()
print(c)
print(c.stride(), c.is_contiguous())
k = tt.contiguous()
print(k.stride(), k.is_contiguous())
print(tt.contiguous() is tt, t.contiguous() is t)
k[0, 0] = 99
c[0, 1] = 77
print(t)
s = t[:, ::2].clone()
print(s.stride(), s.is_contiguous())
