import torch

# quint8 stores 0..255; with scale 0.1 and zero_point 10 it covers -1.0 .. 24.5
q = torch.quantize_per_tensor(torch.tensor([-5.0, 2.0, 30.0]), 0.1, 10, torch.quint8)
print(q.dequantize())          # -5.0 and 30.0 are clamped without a warning
