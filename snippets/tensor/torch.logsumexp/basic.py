import torch

logits = torch.tensor([[1000.0, 1000.0],
                       [0.0, 1.0]])

print(logits.exp().sum(dim=1).log())      # naive formula: exp(1000) overflows to inf
print(torch.logsumexp(logits, dim=1))     # stable: 1000 + log(2) for the first row
print(logits.logsumexp(dim=1, keepdim=True).shape)
print(torch.logsumexp(logits, dim=(0, 1)))   # several dims at once

# log-softmax by hand, the usual reason to call it
small = torch.tensor([[1.0, 2.0, 3.0]])
print(small - small.logsumexp(dim=1, keepdim=True))
print(torch.log_softmax(small, dim=1))
