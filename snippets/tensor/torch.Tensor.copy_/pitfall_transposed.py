import torch

w = torch.zeros(4, 3)               # PyTorch Linear: (out, in)
external = torch.ones(3, 4)         # e.g. a checkpoint stored as (in, out)
w.copy_(external.t())               # transpose explicitly
print(w.shape)
w.copy_(external)                   # no automatic transpose
