import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
x = torch.zeros(2, 3, 4, device=device)  # (batch, seq_len, classes)
out = torch.nn.LogSoftmax()(x)           # no dim: picks dim=0 for 3-D input
print(out.exp().sum(dim=-1))             # not 1 over the classes
