import torch

buf = torch.empty(2, 3)          # memory allocated, contents NOT set
print(buf.shape, buf.dtype)

buf.fill_(0.5)                   # always write before you read
print(buf)

# typical use: a buffer filled piece by piece
out = torch.empty(4, dtype=torch.long)
for i in range(4):
    out[i] = i * i
print(out)

# an output buffer for out=
res = torch.empty(3)
torch.add(torch.ones(3), 1, out=res)
print(res)
