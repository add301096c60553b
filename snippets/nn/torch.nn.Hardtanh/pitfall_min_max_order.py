import torch

# meant "clip to [-1, 1]" but wrote the bounds as (max, min)
act = torch.nn.Hardtanh(1.0, -1.0)
