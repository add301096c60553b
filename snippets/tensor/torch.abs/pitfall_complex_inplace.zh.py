import torch

spectrum = torch.tensor([3 + 4j, 1 - 1j])

magnitude = spectrum.abs()      # 非原地：返回新的 float32 张量
print(magnitude, magnitude.dtype)
spectrum.abs_()                 # 实数结果无法原地存入复数张量
