import torch

tag = torch.Tag("pointwise")  # the constructor takes the integer value, not the name
