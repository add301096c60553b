import torch

window = torch.hann_window(5)  # 默认是周期窗

print(window)  # 最后一个值不是 0：窗口不对称
print(torch.allclose(window, window.flip(0)))
print(torch.hann_window(5, periodic=False))
