import torch
t = torch.tensor([1., 2.])
print('cuda' if t.is_cuda else 'cpu')
print(1 if t.requires_grad else 0)
x = 5
y = x * 2 if x > 3 else x - 2
print(y)
print('big' if x > 10 else 'mid' if x > 3 else 'small')
print(t.sum() if t.sum() > 2 else None)
print('yes' if torch.tensor(True) else 'no')
print((1, 2) if None else [3])
z = t if t.dtype == torch.float32 else t.float()
print(z is t)
