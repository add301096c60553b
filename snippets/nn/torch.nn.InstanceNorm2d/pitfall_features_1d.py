import torch

torch.manual_seed(0)
features = torch.randn(4, 3) * 10  # (N, features), as one would give BatchNorm1d
out = torch.nn.InstanceNorm1d(3)(features)  # read as unbatched (C=4, L=3)
print(out.var(dim=1, unbiased=False))  # each sample normalised across its features, like LayerNorm
