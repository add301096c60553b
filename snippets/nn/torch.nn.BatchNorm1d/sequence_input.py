import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=4).to(device)

# 3D input must be (N, C, L): channels in dim 1
x = torch.randn(2, 4, 5, device=device)
print(bn(x).shape)

# Sequence features usually come as (N, L, C); move C to dim 1 and back
seq = torch.randn(2, 5, 4, device=device)
out = bn(seq.transpose(1, 2)).transpose(1, 2)
print(out.shape)
