import torch

real = torch.tensor([1.0, 2.0, 3.0])
imag = torch.tensor([0.5, 0.0, -1.0])

pairs = torch.stack([real, imag])  # 形状 (2, 3)：real 和 imag 是行
signal = torch.view_as_complex(pairs)
