import torch
import torch.nn.functional as F

signal = torch.arange(3.0).reshape(1, 1, 3)
print(F.pad(signal, (2, 2), mode="reflect"))  # less than the length: fine
print(F.pad(signal, (4, 4), mode="replicate"))  # no length limit
image = torch.zeros(1, 1, 2, 3)
print(F.pad(image, (1, 1, 2, 2)).shape)  # (left, right) for W, then (top, bottom) for H
