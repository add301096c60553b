import torch

torch.manual_seed(0)
x = torch.rand(2, 5, 3)  # (batch, tokens, candidates)
w = torch.nn.Softmin()(x)  # no dim: for 3-D input it picks dim 0, the batch
print(w.sum(dim=0)[0])  # sums to 1 across the batch ...
print(w.sum(dim=-1)[0])  # ... not across the candidates
