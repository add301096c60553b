import torch
import torch.nn.functional as F

signal = torch.arange(3.0).reshape(1, 1, 3)  # a very short sequence
padded = F.pad(signal, (4, 4), mode="reflect")  # reflecting 4 elements needs at least 5
