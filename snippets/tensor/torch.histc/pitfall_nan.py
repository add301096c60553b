import torch

x = torch.tensor([0.3, float("nan"), 0.8])

print(torch.histc(x, bins=2, min=0, max=1))   # explicit range: the NaN is skipped
torch.histc(x, bins=2)                        # range from the data: min and max are NaN
