import torch

ones = torch.ones(1, 1, 4, 4)

# 默认把补零也算进分母：边缘的值会偏小
print(torch.nn.AvgPool2d(3, stride=1, padding=1)(ones)[0, 0])
print(torch.nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False)(ones)[0, 0])
