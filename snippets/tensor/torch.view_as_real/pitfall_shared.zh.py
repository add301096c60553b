import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 0.0, -1.0]))

# 本意是做一份用完即弃的副本，只画出实部。
parts = torch.view_as_real(spectrum)
parts[:, 1] = 0

print(spectrum)  # 频谱的虚部也没了
