import torch

steps = torch.tensor([4, 6, 10])
print(torch.lcm(steps, torch.tensor(12)))   # a 0-d tensor broadcasts
torch.lcm(steps, 12)                        # a Python int is refused
