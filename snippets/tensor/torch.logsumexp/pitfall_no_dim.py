import torch

scores = torch.tensor([0.5, 1.5, 2.5])

print(torch.logsumexp(scores, dim=0))    # dim has no default
torch.logsumexp(scores)                  # unlike sum or mean, this raises
