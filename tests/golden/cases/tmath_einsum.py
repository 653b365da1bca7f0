# torch.einsum: contractions through bmm (bit for bit), views for permutations and diagonals, errors
import torch

torch.manual_seed(0)
A = torch.randn(4, 2, 3)
B = torch.randn(4, 3, 5)
M = torch.randn(7, 9)
N = torch.randn(9, 6)
print(torch.equal(torch.einsum('bij,bjk->bik', A, B), torch.bmm(A, B)))
print(torch.einsum('bij,bjk->bik', A, B)[1].tolist())
print(torch.equal(torch.einsum('ij,jk->ik', M, N), M @ N), torch.einsum('ij,jk', M, N)[2].tolist())
big1, big2 = torch.randn(40, 50), torch.randn(50, 30)
print(torch.equal(torch.einsum('ij,jk->ik', big1, big2), big1 @ big2))
v, w = torch.randn(9), torch.randn(9)
print(torch.einsum('i,i->', v, w).item(), torch.dot(v, w).item(), torch.einsum('i,i', v, w).shape)
print(torch.einsum('i,j->ij', v[:3], w[:2]))
print(torch.einsum('ij,j->i', M, v).tolist())
print(torch.einsum('ij,ij->i', M, M)[:3].tolist())
print(torch.einsum('ij,kj->ik', M, M[:2]).tolist()[0][:3])
print(torch.einsum('bij->bji', A).shape, torch.einsum('...ij->...ji', A).shape, torch.einsum('ij', M).shape)
print(torch.einsum('ij->', M).item(), torch.einsum('ij->j', M)[:3].tolist())
print(torch.einsum('bij,jk->bik', A, torch.randn(3, 2)).shape)
print(torch.einsum('ij,jk->ik', [M, N]).shape)
S = torch.arange(9.).view(3, 3)
d = torch.einsum('ii->i', S)
print(d, d._base is S._base, d.data_ptr() == S.data_ptr(), d.stride())
t = torch.einsum('ij->ji', S)
print(t.stride(), t._base is S._base, torch.einsum('ii', S))
d[0] = 100.
print(S[0, 0])
x = torch.ones(3, 3, requires_grad=True)
for eq, ops in [('ii->i', (x,)), ('ij,jk->ik', (x, x)), ('i,j->ij', (x[0], x[1])), ('ij->ji', (x,)), ('ij->', (x,)),
                ('ii', (x,)), ('i,i->', (x[0], x[1]))]:
    r = torch.einsum(eq, *ops)
    print(eq, type(r.grad_fn).__name__)
r = torch.einsum('ij,jk->ik', x, x * 2)
r.sum().backward()
print(x.grad)
y = torch.ones(3, 3, requires_grad=True)
torch.einsum('ii->i', y).sum().backward()
print(y.grad)
for bad in [lambda: torch.einsum('ij,jk->ik', M), lambda: torch.einsum('ij,jk->ik', M, torch.ones(2, 2)),
            lambda: torch.einsum('ijk->ik', M), lambda: torch.einsum('ij->ik', M), lambda: torch.einsum('ij->ii', M),
            lambda: torch.einsum('i1->i', M), lambda: torch.einsum('ij', M, M), lambda: torch.einsum('i.j', M),
            lambda: torch.einsum('ii->i', torch.ones(2, 3)), lambda: torch.einsum(M)]:
    try:
        bad()
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
