import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
softmax = torch.nn.Softmax()  # no dim

# For a 3D (batch, seq_len, classes) tensor the implicit choice is dim=0, the batch!
x = torch.arange(24.0, device=device).view(2, 3, 4)
probs = softmax(x)
print(probs.sum(dim=-1))  # rows over classes do not sum to 1
print(probs.sum(dim=0))   # it normalised across the batch
