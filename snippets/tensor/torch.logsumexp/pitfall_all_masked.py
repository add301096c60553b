import torch

scores = torch.tensor([[0.5, 2.0],
                       [0.5, 2.0]], requires_grad=True)
allowed = torch.tensor([[True, False],
                        [False, False]])        # second row: nothing allowed

bias = torch.zeros(2, 2).masked_fill(~allowed, float("-inf"))
total = torch.logsumexp(scores + bias, dim=1)
print(total)                     # -inf for the fully masked row
total.sum().backward()
print(scores.grad)               # NaN gradients from that row

# replacing the -inf result afterwards is not enough: the NaN is in the backward pass
scores.grad = None
total = torch.logsumexp(scores + bias, dim=1)
torch.where(allowed.any(dim=1), total, 0.0).sum().backward()
print(scores.grad)

# keep fully masked rows finite *before* logsumexp, then drop them
scores.grad = None
any_allowed = allowed.any(dim=1, keepdim=True)
safe_bias = bias.masked_fill(~any_allowed, 0.0)
total = torch.logsumexp(scores + safe_bias, dim=1)
torch.where(any_allowed.squeeze(1), total, 0.0).sum().backward()
print(scores.grad)
