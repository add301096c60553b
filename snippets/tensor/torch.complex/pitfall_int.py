import torch

real = torch.tensor([1, 2])  # int64, from integer literals
imag = torch.tensor([3, 4])
torch.complex(real, imag)    # fix: torch.complex(real.float(), imag.float())
