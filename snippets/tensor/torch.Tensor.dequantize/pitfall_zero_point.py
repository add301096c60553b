import torch

weights = torch.tensor([-0.4, 0.1, 0.3])

# zero_point 128 is the middle of quint8 (0..255), but qint8 only goes up to 127
q = torch.quantize_per_tensor(weights, 0.01, 128, torch.qint8)
