import torch

spectrum = torch.tensor([3 + 4j, 1 - 1j])

magnitude = spectrum.abs()      # out of place: a new float32 tensor
print(magnitude, magnitude.dtype)
spectrum.abs_()                 # the real result cannot be stored in a complex tensor in place
