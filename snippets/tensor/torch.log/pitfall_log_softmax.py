import torch

logits = torch.tensor([0.0, 120.0])

print(torch.log(torch.softmax(logits, dim=0)))   # the small probability underflows: -inf
print(torch.log_softmax(logits, dim=0))          # computed in log space: -120
