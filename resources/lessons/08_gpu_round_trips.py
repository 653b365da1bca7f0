# Lesson: GPU round trips: what `cuda()` and `cpu()` copy
import torch
# > x is six float32 numbers in host memory: 24 bytes.
x = torch.ones(2, 3)
# > cuda() asks for x in GPU memory.
# ? copies: How many bytes does cuda() copy? | 0 | 24 | 48 = 24
# > All 24: every byte of x crosses to the GPU, into a storage of its own. Watch the two lanes.
g = x.cuda()
print(g.device)
# ? changes x: Will x change when g is written? = no
# > No: g's bytes are in GPU memory; x keeps its own.
g[0][0] = 5
print(x)
# > cuda() once more, of a tensor that is already on the GPU.
# ? copies: How many bytes does g.cuda() copy? | 0 | 24 | 48 = 0
# > None: it returns g itself.
g2 = g.cuda()
print(g2 is g)
# > cpu() brings g back to host memory.
# ? copies: How many bytes does cpu() copy? | 0 | 24 | 48 = 24
# > 24 again: a round trip copies the tensor twice, once each way.
back = g.cpu()
print(back)
# ? changes g: Will g change when back is written? = no
# > No: back is a new storage in host memory.
back[1][2] = 7
print(g)
# > Only row 1 of g, to host memory.
# ? copies: How many bytes does g[1].cpu() copy? | 0 | 12 | 24 = 12
# > 12: the row is a view, so only its three elements travel.
row = g[1].cpu()
print(row)
# > x and back are both in host memory now.
# ? changes x: Will x change when back is written again? = no
# > No: a round trip gives new bytes; it never comes back to the storage it started from.
back[0][0] = -1
print(x)
