import torch

x = torch.tensor([0.3, float("nan")])

print(torch.fmax(x, torch.tensor(0.5)))   # a 0-D tensor works
torch.fmax(x, 0.5)                        # a Python number does not
