import torch

ratio = torch.tensor([0.8, 1.3, 1.0])

print(ratio.clamp(max=1.2))                       # cap at a number
print(torch.minimum(ratio, torch.tensor(1.2)))    # or use a 0-D tensor
torch.minimum(ratio, 1.2)                         # a Python number is refused
