import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = torch.nn.Conv2d(3, 8, kernel_size=3).to(device)
img = torch.zeros(1, 32, 32, 3, device=device)

x = img.permute(0, 3, 1, 2)  # NHWC -> NCHW
print(x.shape, conv(x).shape)

# 灰度图只有 1 个通道：要么构建 Conv2d(1, ...)，要么把它重复成多个通道。
gray = torch.zeros(1, 1, 32, 32, device=device)
print(conv(gray.expand(-1, 3, -1, -1)).shape)

# 分组卷积的输入仍是 in_channels 个通道；按组切分的只是它的权重。
grouped = torch.nn.Conv2d(4, 8, kernel_size=3, groups=2).to(device)
print(grouped.weight.shape)  # [8, 2, 3, 3]：第 1 维是 in_channels // groups
print(grouped(torch.zeros(1, 4, 8, 8, device=device)).shape)  # 是 4 个通道，不是 2 个
