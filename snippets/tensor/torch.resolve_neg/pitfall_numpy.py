import torch

z = torch.tensor([3 + 4j, 1 - 2j])
im = z.conj().imag
print(im.resolve_neg().numpy())     # resolve first
im.numpy()                          # NumPy cannot see the negative bit
