import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
x = torch.zeros(2, 3, 4, device=device)  # (batch, seq_len, classes)
out = torch.nn.LogSoftmax()(x)           # 未指定 dim：三维输入会选 dim=0
print(out.exp().sum(dim=-1))             # 在类别维上求和不为 1
