import torch

x = torch.ones(8, 16)    # （批次，特征数）
w = torch.ones(32, 16)   # nn.Linear 的布局：(out_features, in_features)

print(torch.einsum("bi,oi->bo", x, w).shape)   # 字母要与实际布局对应
torch.einsum("bi,io->bo", x, w)                # i 在 x 中是 16，在 w 中却是 32
