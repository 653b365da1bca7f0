# storage()[i] = v writes through torch.tensor([]).set_(storage): every view sees the value,
# and no tensor over the storage has its _version bumped.
import torch
points = torch.tensor([[4.0, 1.0], [5.0, 3.0], [2.0, 1.0]])
row = points[1]
d = points.detach()
s = points.storage()
s[2] = 7.5
print(points)
print(row)
print(d)
print(points._version, row._version, d._version)
s[-1] = 9
print(points[2, 1].item(), s[-1], s[5])
print(type(s[0]))
i = torch.tensor([1, 2, 3])
print(i.storage()[0], type(i.storage()[0]))
i.storage()[1] = 7.9
i.storage()[2] = True
print(i, i._version)
b = torch.tensor([True, False])
print(b.storage()[1])
t = torch.tensor([1.5, 2.5])
t.storage()[0] = torch.tensor(3.0)
print(t)
w = torch.zeros(4)[1:3]
print(w.storage()[3])
w.storage()[3] = 5
print(w.storage())
print(w)
g = torch.ones(3, requires_grad=True)
g.storage()[1] = 4.0
print(g, g._version)
print(list(points.storage()))
for x in t.storage():
    print(x)
print(7.5 in points.storage(), 100.0 in points.storage())
print(points.storage().tolist())
