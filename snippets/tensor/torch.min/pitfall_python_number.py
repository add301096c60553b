import torch

x = torch.tensor([0.5, 1.5, 3.0])

print(x.clamp(max=1.0))                  # cap at a number
print(torch.min(x, torch.tensor(1.0)))   # or compare with a tensor
torch.min(x, 1.0)                        # a Python number is not accepted as `other`
