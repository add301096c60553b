import torch

real = torch.tensor([1.0, 2.0, 3.0])
imag = torch.tensor([0.5, 0.0, -1.0])

pairs = torch.stack([real, imag]).t()  # shape (3, 2), but a transposed view
print(pairs.shape, pairs.stride())
signal = torch.view_as_complex(pairs)
