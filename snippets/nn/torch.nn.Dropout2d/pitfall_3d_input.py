import torch

torch.manual_seed(0)
drop = torch.nn.Dropout2d(p=0.5)
seq = torch.ones(2, 4, 3)  # (N, C, L) sequence features
y = drop(seq)  # warns: a 3-D input is treated as (N, C, L), i.e. channel-wise 1-D dropout
print(y[0])
