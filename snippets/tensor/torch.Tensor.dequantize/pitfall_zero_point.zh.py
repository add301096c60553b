import torch

weights = torch.tensor([-0.4, 0.1, 0.3])

# zero_point 128 是 quint8（0..255）的中点，但 qint8 最大只到 127
q = torch.quantize_per_tensor(weights, 0.01, 128, torch.qint8)
