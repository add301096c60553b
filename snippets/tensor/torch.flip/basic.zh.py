import torch

x = torch.arange(6).reshape(2, 3)
print(torch.flip(x, [0]))        # 反转各行的顺序
print(x.flip(-1))                # 反转每一行（最后一维）
print(x.flip(0, 1))              # 两个维度都反转：相当于旋转 180 度
print(torch.fliplr(x), torch.flipud(x))

# flip 会复制：结果是连续且独立的
f = x.flip(1)
f[0, 0] = 99
print(x[0, 0].item(), f.is_contiguous())

# 对一批图像 (N, C, H, W) 做水平翻转
imgs = torch.arange(8).reshape(1, 1, 2, 4)
print(imgs.flip(-1))
