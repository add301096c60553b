import torch

torch.manual_seed(0)
batch = torch.ones(3, 2, 2, 2)  # 本意是 (N, C, H, W)：3 张图，各 2 个通道
out = torch.nn.Dropout3d(p=0.5)(batch)  # 被当作一个无批次的 (C, D, H, W) 体数据
print(out.flatten(1))  # 整张图一起被丢弃，而不是每张图的某个通道
