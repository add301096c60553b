import torch

torch.manual_seed(0)
print(torch.empty(3).geometric_(0.999))
success_rate = torch.tensor([1.0, 1.0]).mean().item()
torch.empty(3).geometric_(success_rate)
