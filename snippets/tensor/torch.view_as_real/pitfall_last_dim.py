import torch

real = torch.tensor([1.0, 2.0, 3.0])
imag = torch.tensor([0.5, 0.0, -1.0])

pairs = torch.stack([real, imag])  # shape (2, 3): real and imag are rows
signal = torch.view_as_complex(pairs)
