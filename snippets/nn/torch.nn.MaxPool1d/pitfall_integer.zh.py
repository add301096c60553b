import torch

tokens = torch.tensor([[[3, 1, 4, 1, 5, 9, 2, 6]]])  # int64，形状 (N, C, L)
print(torch.nn.MaxPool2d((1, 2))(tokens.unsqueeze(2)).squeeze(2))  # 二维实现接受 int64
torch.nn.MaxPool1d(2)(tokens)  # 一维实现却不接受
