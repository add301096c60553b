import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 可变长度必须在第 0 维；这里序列却存成了 (1, L)
a = torch.tensor([[1, 2, 3]], device=device)
b = torch.tensor([[4, 5]], device=device)
print(pad_sequence([a.squeeze(0), b.squeeze(0)], batch_first=True))  # 修正后
pad_sequence([a, b], batch_first=True)
