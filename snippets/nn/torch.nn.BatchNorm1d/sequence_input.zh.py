import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=4).to(device)

# 三维输入必须是 (N, C, L)：通道在第 1 维
x = torch.randn(2, 4, 5, device=device)
print(bn(x).shape)

# 序列特征通常是 (N, L, C)；先把 C 移到第 1 维，算完再换回来
seq = torch.randn(2, 5, 4, device=device)
out = bn(seq.transpose(1, 2)).transpose(1, 2)
print(out.shape)
