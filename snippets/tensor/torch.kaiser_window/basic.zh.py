import torch

print(torch.kaiser_window(5, periodic=False))      # 对称窗，默认 beta = 12
print(torch.kaiser_window(5, periodic=False, beta=0.0))   # beta 为 0：矩形窗
print(torch.kaiser_window(5, periodic=False, beta=5.0))   # beta 越小主瓣越宽

# periodic=True（默认）取长度 N + 1 对称窗的前 N 个点，用于 STFT
print(torch.kaiser_window(4, periodic=True, beta=5.0))
print(torch.kaiser_window(5, periodic=False, beta=5.0)[:4])
