import torch

seq = torch.rand(2, 3, 10)  # (N, C, L)：一批 2 条序列
out = torch.nn.ReplicationPad2d(1)(seq)  # 被当作一张无批次的 (C, H, W) 图
print(out.shape)  # 通道维也变大了，3 -> 5
print(torch.nn.ReplicationPad1d(1)(seq).shape)
