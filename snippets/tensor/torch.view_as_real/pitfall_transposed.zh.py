import torch

real = torch.tensor([1.0, 2.0, 3.0])
imag = torch.tensor([0.5, 0.0, -1.0])

pairs = torch.stack([real, imag]).t()  # 形状 (3, 2)，但它是转置后的视图
print(pairs.shape, pairs.stride())
signal = torch.view_as_complex(pairs)
