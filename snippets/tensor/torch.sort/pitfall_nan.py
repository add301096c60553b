import torch

x = torch.tensor([0.5, float("nan"), -1.0, 2.0])

print(x.sort().values)                    # NaN sorts after every number
print(x.sort(descending=True).values)     # and comes first in descending order
