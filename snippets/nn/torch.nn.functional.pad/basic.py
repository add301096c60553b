import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6.0, device=device).view(2, 3)

# pad lists (left, right) for the LAST dimension first, then (top, bottom) for the one before
print(F.pad(x, (1, 2)))             # last dim: 1 column left, 2 right -> (2, 6)
print(F.pad(x, (0, 0, 1, 0)).shape) # last dim untouched, 1 row on top -> (3, 3)
print(F.pad(x, (1, 1), value=-1.0))

# Non-constant modes on a (N, C, W) batch
seq = torch.arange(4.0, device=device).view(1, 1, 4)
print(F.pad(seq, (2, 2), mode="reflect"))
print(F.pad(seq, (2, 2), mode="replicate"))
print(F.pad(seq, (2, 2), mode="circular"))
