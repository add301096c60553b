import torch

steps = torch.tensor([12.0, 18.0])      # loaded as float

print(torch.gcd(steps.long(), torch.tensor([8])))   # convert to an integer dtype first
torch.gcd(steps, torch.tensor([8.0]))                # no floating-point kernel
