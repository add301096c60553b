import torch

x = -torch.ones(1, 1, 2, 2)  # 所有值均为负

# 最大池化用 -inf 填充，所以填充值永远不会成为最大值
print(torch.nn.MaxPool2d(3, stride=1, padding=1)(x)[0, 0])
# F.pad 再池化时默认用 0 填充，而 0 比任何负值都大
print(torch.nn.MaxPool2d(3, stride=1)(torch.nn.functional.pad(x, (1, 1, 1, 1)))[0, 0])
