import torch

real = torch.tensor([1.0, 2.0])
torch.complex(real, 0.0)  # fix: torch.complex(real, torch.zeros_like(real))
