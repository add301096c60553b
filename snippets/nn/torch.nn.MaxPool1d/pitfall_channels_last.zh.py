import torch

torch.manual_seed(0)
hidden = torch.randn(2, 10, 8)  # (N, L, C)，RNN 或 Transformer 的输出就是这种布局

print(torch.nn.MaxPool1d(2)(hidden).shape)  # 池化的是 8 个特征，而不是 10 个时间步
print(torch.nn.MaxPool1d(2)(hidden.transpose(1, 2)).transpose(1, 2).shape)
