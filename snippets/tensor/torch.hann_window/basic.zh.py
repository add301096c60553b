import torch

print(torch.hann_window(8))  # 周期窗：用于频谱分析（stft）
print(torch.hann_window(8, periodic=False))  # 对称窗：用于滤波器设计

# 长度为 n 的周期窗，就是长度为 n + 1 的对称窗去掉最后一个点。
print(torch.allclose(torch.hann_window(8), torch.hann_window(9, periodic=False)[:-1]))

# 在 FFT 之前对帧加窗，可以减少频谱泄漏。
frame = torch.ones(8)
print(frame * torch.hann_window(8))
