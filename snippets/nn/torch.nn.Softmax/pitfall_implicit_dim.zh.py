import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
softmax = torch.nn.Softmax()  # 未指定 dim

# 对三维 (batch, seq_len, classes) 张量，隐式选择的是 dim=0，也就是批次维！
x = torch.arange(24.0, device=device).view(2, 3, 4)
probs = softmax(x)
print(probs.sum(dim=-1))  # 按类别求和的各行不为 1
print(probs.sum(dim=0))   # 它是在批次维上做的归一化
