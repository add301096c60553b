import torch

loss = torch.tensor([0.7, float("nan")])
cap = torch.tensor(5.0)

print(torch.fmin(loss, cap))           # the NaN silently becomes 5.0
print(torch.minimum(loss, cap))        # minimum keeps it visible
print(torch.isnan(loss).any())         # check before hiding it
