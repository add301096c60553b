import torch

x = torch.arange(10.0).view(1, 1, 10)
# floor((10 - 3) / 2) + 1 = 4：下标 9 的元素根本不参与
print(torch.nn.MaxPool1d(3, stride=2)(x))
# ceil_mode=True 多出最后一个不完整的窗口 [8, 9]
print(torch.nn.MaxPool1d(3, stride=2, ceil_mode=True)(x))

# 但起点落在右侧填充区内的窗口会被丢弃
y = torch.ones(1, 1, 5)
print(torch.nn.MaxPool1d(2, stride=2, padding=1)(y).shape)
print(torch.nn.MaxPool1d(2, stride=2, padding=1, ceil_mode=True)(y).shape)
