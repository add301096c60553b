import torch

scores = torch.zeros(2, 3, dtype=torch.float16)   # 例如在混合精度下
pad = torch.tensor([[False, False, True], [False, True, True]])
print(scores.masked_fill(pad, torch.finfo(scores.dtype).min))
scores.masked_fill(pad, -1e9)                      # -1e9 超出了 float16 的表示范围
